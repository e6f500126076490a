/**
 * "Download this session", a developer's tool of development builds only (ui/main.tsx mounts it behind
 * `import.meta.env.DEV`, by a dynamic import, so no production bundle holds it): a small button in a corner that
 * saves the platform calls recorded since the page loaded, sanitised first (adapters/har/sessionDownload.ts), as a
 * HAR file for `npm run replay` or `npm run dev -- --replay`. When the sanitiser refuses, it says why and saves
 * nothing. English only: it is not part of the portal members see.
 */
import { type CSSProperties, useState } from "react"
import { createRoot } from "react-dom/client"

/** The sanitised session, or why there is none (adapters/har/sessionDownload.ts `SessionExport`). */
export type SessionFile =
  | { readonly ok: true; readonly name: string; readonly text: string; readonly kept: number }
  | { readonly ok: false; readonly message: string }

export interface DownloadSessionProps {
  /** The recorded session, sanitised. */
  readonly exportSession: () => SessionFile
  /** Saves a file in the browser. */
  readonly save: (name: string, text: string) => void
}

const corner: CSSProperties = {
  position: "fixed",
  left: 8,
  bottom: 8,
  zIndex: 2147483647,
  display: "flex",
  gap: 8,
  alignItems: "center",
  font: "12px system-ui, sans-serif",
  background: "#fff",
  color: "#222",
  border: "1px dashed #888",
  borderRadius: 4,
  padding: "4px 8px",
}

export function DownloadSession({ exportSession, save }: DownloadSessionProps) {
  const [message, setMessage] = useState("")
  const download = () => {
    const file = exportSession()
    if (!file.ok) {
      setMessage(file.message)
      return
    }
    save(file.name, file.text)
    setMessage(`${file.kept} calls saved as ${file.name}`)
  }
  return (
    <aside style={corner} aria-label="Developer tools">
      <button type="button" onClick={download}>
        Download this session
      </button>
      <span role="status">{message}</span>
    </aside>
  )
}

/** Mounts the tool in a root of its own, outside the portal's. */
export const mountDownloadSession = (props: DownloadSessionProps): void => {
  const host = document.createElement("div")
  document.body.append(host)
  createRoot(host).render(<DownloadSession {...props} />)
}
