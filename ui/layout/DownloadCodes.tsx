/** The app download's QR codes (spec section 2): iOS (or its mobile-config link) and Android, size 80, favicon logo. */
import type { Resource } from "../../core/model/Resource.ts"
import { Qr } from "../components/Qr.tsx"
import { installLink } from "../content/installLink.ts"
import { useT } from "../i18n/useT.ts"
import { useCore } from "../state/useCore.ts"

/** The absolute address a phone's camera can open. */
const absolute = (link: string): string => {
  try {
    return new URL(link, window.location.origin).href
  } catch {
    return link
  }
}

/** The codes. */
export default function DownloadCodes({ apps }: { readonly apps: ReadonlyArray<Resource> }) {
  const t = useT("layout")
  const language = useCore().language.current
  return (
    <div className="download-codes">
      {apps.map((r) => {
        const link = installLink(r.qrCodeUrl ?? r.url ?? "", language)
        const name = r.resourceType === "IOS" ? t("app_ios") : t("app_android")
        return (
          <figure key={r.resourceType} className="download-code">
            <Qr value={absolute(link)} label={t("scan_to_download", { app: name })} size={80} />
            <figcaption>{name}</figcaption>
          </figure>
        )
      })}
    </div>
  )
}
