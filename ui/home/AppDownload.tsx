/**
 * The app-download tutorial of the home page (spec section 2 "Home page: app-download QR tutorial"): three steps
 * (scan, install, log in) beside the brand's iOS and Android QR codes (core's `appDownloads`; the codes are the
 * header's, size 80 with the favicon logo), and a link to the download page's install guides. The codes and their
 * generator load only when the block comes into view.
 */
import { lazy, Suspense } from "react"
import type { Resource } from "../../core/model/Resource.ts"
import { appDownloads } from "../../core/projections/appDownloads.ts"
import { NavLink } from "../app/NavLink.tsx"
import { Skeleton } from "../components/Skeleton.tsx"
import { useT } from "../i18n/useT.ts"
import { useInView } from "./useInView.ts"
import "./AppDownload.css"

const DownloadCodes = lazy(() => import("../layout/DownloadCodes.tsx"))

export interface AppDownloadProps {
  readonly resources: ReadonlyArray<Resource>
}

/** The tutorial. */
export function AppDownload({ resources }: AppDownloadProps) {
  const t = useT("homeMore")
  const [ref, inView] = useInView<HTMLElement>()
  const apps = appDownloads(resources)
  // Still while the block is out of view, shimmering while the codes load (ui/styles/base.css).
  const placeholder = (waiting: boolean) => (
    <div className="app-download-codes-skeleton">
      {(apps.length > 0 ? apps.map((a) => a.resourceType) : ["IOS", "ANDROID"]).map((type) => (
        <Skeleton key={type} width={80} height={80} className={waiting ? "skeleton-waiting" : ""} />
      ))}
    </div>
  )
  return (
    <section ref={ref} className="app-download" aria-labelledby="home-app-title">
      <div className="app-download-text">
        <p className="kicker">{t("app_kicker")}</p>
        <h2 id="home-app-title" className="app-download-title">
          {t("app_title")}
        </h2>
        <ol className="app-download-steps">
          <li>{t("app_step_scan")}</li>
          <li>{t("app_step_install")}</li>
          <li>{t("app_step_login")}</li>
        </ol>
        <NavLink href="/down" className="app-download-guide">
          {t("app_guide")}
        </NavLink>
      </div>
      <div className="app-download-codes">
        {apps.length === 0 ? (
          <p className="app-download-none">{t("app_none")}</p>
        ) : inView ? (
          <Suspense fallback={placeholder(false)}>
            <DownloadCodes apps={apps} />
          </Suspense>
        ) : (
          placeholder(true)
        )}
      </div>
    </section>
  )
}
