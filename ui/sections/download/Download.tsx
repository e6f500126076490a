/**
 * The app download page (spec section 2 `/down`, `/download`; section 1: "an app-download page with QR codes and iOS
 * and Android install guides"): for each app the brand offers (its resources IOS and ANDROID, spec section 3
 * "Resource"), a QR code of the download address (`qrCodeUrl`, else the iOS mobile-config link or the Android
 * package `url`) with the favicon logo, a direct download link, and the install steps. While the settings load the
 * codes show their skeleton; a brand without apps says so.
 */
import type { Resource } from "../../../core/model/Resource.ts"
import { Qr } from "../../components/Qr.tsx"
import { Skeleton } from "../../components/Skeleton.tsx"
import { installLink, isPackage } from "../../content/installLink.ts"
import { PageHero } from "../../content/PageHero.tsx"
import { useT } from "../../i18n/useT.ts"
import "../../content/content.css"
import "./Download.css"
import { useCore } from "../../state/useCore.ts"

/** The absolute address a phone's camera can open. */
const absolute = (link: string): string => {
  try {
    return new URL(link, window.location.origin).href
  } catch {
    return link
  }
}

const platforms = [
  { type: "IOS", name: "down.ios", guide: "down.guide_ios", steps: "down.ios" },
  { type: "ANDROID", name: "down.android", guide: "down.guide_android", steps: "down.android" },
] as const

export default function Download() {
  const t = useT("public")
  const s = useCore()
  const resources = s.settings.resources as ReadonlyArray<Resource>
  const language = s.language.current
  const loaded = s.system.status !== undefined
  const apps = platforms
    .map((p) => ({ ...p, resource: resources.find((r) => r.resourceType === p.type) }))
    .filter((p) => p.resource !== undefined && (p.resource.qrCodeUrl ?? p.resource.url ?? "") !== "")

  return (
    <div className="content-page">
      <PageHero kicker={t("down.kicker")} title={t("down.title")} lead={t("down.lead")} />
      {apps.length === 0 && !loaded ? (
        <div className="down-grid" role="status" aria-label={t("loading")}>
          <Skeleton height={420} />
          <Skeleton height={420} />
        </div>
      ) : apps.length === 0 ? (
        <p className="empty-box">{t("down.none")}</p>
      ) : (
        <div className="down-grid">
          {apps.map((p) => {
            const r = p.resource as Resource
            const name = t(p.name)
            const qr = absolute(installLink(r.qrCodeUrl ?? r.url ?? "", language))
            const file = installLink(r.url ?? r.qrCodeUrl ?? "", language)
            // An Android link that is not an APK installs the web app from a page: the card says so (no download).
            const webApp = p.type === "ANDROID" && !isPackage(file)
            const steps = webApp ? "down.android_web" : p.steps
            return (
              <section key={p.type} className="card content-panel down-app" aria-labelledby={`down-${p.type}`}>
                <div className="down-app-head">
                  <span className="icon-badge down-icon" data-platform={p.type} aria-hidden="true">
                    {p.type === "IOS" ? "iOS" : webApp ? "Web" : "APK"}
                  </span>
                  <h2 id={`down-${p.type}`}>{name}</h2>
                </div>
                <div className="down-code">
                  <Qr value={qr} label={t("down.scan", { app: name })} size={180} />
                </div>
                {webApp ? (
                  <a className="btn btn-primary btn-md btn-block down-link" href={file}>
                    {t("down.open_web", { app: name })}
                  </a>
                ) : (
                  <a className="btn btn-primary btn-md btn-block down-link" href={file} download>
                    {t("down.open_link", { app: name })}
                  </a>
                )}
                <h3 className="down-guide-title">{t(p.guide)}</h3>
                <ol className="down-steps">
                  {[1, 2, 3, 4].map((n) => (
                    <li key={n}>{t(`${steps}.${n}`)}</li>
                  ))}
                </ol>
              </section>
            )
          })}
        </div>
      )}
    </div>
  )
}
