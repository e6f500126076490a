/**
 * Server HTML on the page (notices, promotions, help): only ever through the strict sanitiser (sanitize.ts), which
 * loads on first use; a skeleton shows meanwhile.
 */
import { useEffect, useState } from "react"
import { Skeleton } from "./Skeleton.tsx"
import "./SafeHtml.css"

export interface SafeHtmlProps {
  readonly html: string
  readonly className?: string
}

let loading: Promise<typeof import("./sanitize.ts")> | undefined
const sanitizer = () => {
  loading ??= import("./sanitize.ts")
  return loading
}

/** The sanitised HTML. */
export function SafeHtml({ html, className = "" }: SafeHtmlProps) {
  const [clean, setClean] = useState<string | undefined>(undefined)
  useEffect(() => {
    let live = true
    setClean(undefined)
    sanitizer().then((m) => {
      if (live) setClean(m.sanitize(html))
    })
    return () => {
      live = false
    }
  }, [html])
  if (clean === undefined) return <Skeleton height={64} />
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the strict profile just above.
  return <div className={`safe-html ${className}`.trim()} dangerouslySetInnerHTML={{ __html: clean }} />
}
