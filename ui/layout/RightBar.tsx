/**
 * The right floating bar (spec section 2): a toggle, customer service, one item per Telegram service, LINE and
 * Facebook when the brand has them (its resources), and the app download with QR codes of the iOS (or mobile-config)
 * and Android links, size 80 with the favicon logo.
 */
import { lazy, Suspense, useId, useState } from "react"
import { isPlainLink } from "../../core/model/CustomerService.ts"
import type { Resource } from "../../core/model/Resource.ts"
import { vipService } from "../../core/projections/vipService.ts"
import { openCustomerService, openVipService } from "../actions/customerService.ts"
import { LineIcon } from "../components/LineIcon.tsx"
import { useT } from "../i18n/useT.ts"
import "./RightBar.css"
import { useCore } from "../state/useCore.ts"

const DownloadCodes = lazy(() => import("./DownloadCodes.tsx"))

const socials: ReadonlyArray<readonly [string, string, string]> = [
  ["TELEGRAM", "telegram", "M21 4L3 11l6 2 2 6 3-4 5 4zM9 13l9-7"],
  [
    "LINE",
    "line",
    "M12 4c5 0 9 3 9 7s-4 7-9 7l-4 3v-3.5C5 16 3 14 3 11c0-4 4-7 9-7zM8 10v3m3-3v3m0-3l2 3v-3m3 0h-1.5v3H16m-1.5-1.5H16",
  ],
  ["FACEBOOK", "facebook", "M14 8h3V4h-3a4 4 0 00-4 4v2H7v4h3v7h4v-7h3l1-4h-4V8z"],
]

const linkOf = (r: Resource): string | undefined => (r.url == null || r.url === "" ? undefined : r.url)

/** The bar. */
export default function RightBar() {
  const t = useT("layout")
  const snap = useCore()
  const { settings } = snap
  // The member's VIP desk (spec section 3 vipService): a plain link is a link; an encrypted one (wire notes section 5)
  // opens as customer service does, decrypted, or says it cannot be read.
  const vip = vipService(snap)
  const vipLink = vip !== undefined && isPlainLink(vip) ? vip.path : undefined
  const vipIcon = <LineIcon d="M3 8l4 4 5-7 5 7 4-4-2 11H5z" size={22} round="none" />
  // Open on wide screens; folded on phones, where it would cover the page.
  const [open, setOpen] = useState(
    () => typeof window.matchMedia !== "function" || window.matchMedia("(min-width: 761px)").matches,
  )
  const [download, setDownload] = useState(false)
  const listId = useId()
  const downloadId = useId()
  const resources = settings.resources as ReadonlyArray<Resource>
  const apps = resources.filter((r) => r.resourceType === "IOS" || r.resourceType === "ANDROID")
  return (
    <aside className={`right-bar ${open ? "right-bar-open" : ""}`} aria-label={t("quick_links")}>
      <button
        type="button"
        className="right-bar-toggle"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={open ? t("hide_quick_links") : t("show_quick_links")}
        onClick={() => setOpen((o) => !o)}
      >
        <LineIcon d={open ? "M9 6l6 6-6 6" : "M15 6l-6 6 6 6"} size={16} weight={2} round="none" />
      </button>
      <ul id={listId} className="right-bar-list" hidden={!open}>
        <li>
          <button type="button" className="right-bar-item" onClick={() => void openCustomerService()}>
            <LineIcon
              d="M4 13v-1a8 8 0 0116 0v1M4 13h3v5H5a1 1 0 01-1-1zm16 0h-3v5h2a1 1 0 001-1zm0 4c0 2-2 3-5 3h-2"
              size={22}
              round="none"
            />
            <span>{t("customer_service")}</span>
          </button>
        </li>
        {vip !== undefined && (
          <li>
            {vipLink !== undefined ? (
              <a className="right-bar-item" href={vipLink} target="_blank" rel="noopener noreferrer">
                {vipIcon}
                <span>{t("vip_service")}</span>
              </a>
            ) : (
              <button type="button" className="right-bar-item" onClick={() => void openVipService()}>
                {vipIcon}
                <span>{t("vip_service")}</span>
              </button>
            )}
          </li>
        )}
        {socials.flatMap(([type, key, icon]) =>
          resources
            .filter((r) => r.resourceType === type && linkOf(r) !== undefined)
            .map((r, i) => (
              <li key={`${type}-${r.url}`}>
                <a className="right-bar-item" href={linkOf(r)} target="_blank" rel="noopener noreferrer">
                  <LineIcon d={icon} size={22} round="join" />
                  <span>{i === 0 ? t(key) : `${t(key)} ${i + 1}`}</span>
                </a>
              </li>
            )),
        )}
        {apps.length > 0 && (
          <li className="right-bar-download">
            <button
              type="button"
              className="right-bar-item"
              aria-expanded={download}
              aria-controls={downloadId}
              onClick={() => setDownload((d) => !d)}
            >
              <LineIcon d="M7 3h10v18H7zM11 18h2M12 7v6m-2.5-2.5L12 13l2.5-2.5" size={22} round="none" />
              <span>{t("download")}</span>
            </button>
            {download && (
              <div id={downloadId} className="right-bar-popover">
                <Suspense fallback={null}>
                  <DownloadCodes apps={apps} />
                </Suspense>
              </div>
            )}
          </li>
        )}
      </ul>
    </aside>
  )
}
