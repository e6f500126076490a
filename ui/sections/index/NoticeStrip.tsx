/**
 * The player notices of the home page (spec section 3 "Announcement content: ... player notices"; section 2 "Notice
 * modal"): a strip under the banners with the latest notices' titles, each opening the notice modal on that notice,
 * and a button opening it on the first. Opening goes through core's `openNotice` (the page of 9 holding the notice,
 * the notice selected, the modal opened).
 */
import type { Notice } from "../../../core/model/Notice.ts"
import { openNoticeAt } from "../../actions/notices.ts"
import { Skeleton } from "../../components/Skeleton.tsx"
import { useT } from "../../i18n/useT.ts"
import "./NoticeStrip.css"

/** Notices shown in the strip. */
const shown = 3

export interface NoticeStripProps {
  readonly notices: ReadonlyArray<Notice>
  readonly loading: boolean
}

/** The strip. */
export function NoticeStrip({ notices, loading }: NoticeStripProps) {
  const t = useT("home")
  return (
    <section className="notice-strip" aria-labelledby="home-notices-title">
      <h2 id="home-notices-title" className="notice-strip-title">
        <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
          <path
            fill="currentColor"
            d="M3 10v4a1 1 0 0 0 1 1h2l4 4V5L6 9H4a1 1 0 0 0-1 1Zm13.5 2A4.5 4.5 0 0 0 14 8v8a4.5 4.5 0 0 0 2.5-4ZM14 3.2v2.1a7 7 0 0 1 0 13.4v2.1a9 9 0 0 0 0-17.6Z"
          />
        </svg>
        {t("notices_title")}
      </h2>
      {notices.length === 0 ? (
        loading ? (
          <Skeleton className="notice-strip-skeleton" height={18} />
        ) : (
          <p className="notice-strip-empty">{t("notices_empty")}</p>
        )
      ) : (
        <ul className="notice-strip-list">
          {notices.slice(0, shown).map((n, i) => (
            <li key={n.id ?? i}>
              <button type="button" className="notice-strip-item" onClick={() => void openNoticeAt(i)}>
                {n.title ?? t("notices_untitled")}
              </button>
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="notice-strip-all" onClick={() => void openNoticeAt()}>
        {t("notices_all")}
      </button>
    </section>
  )
}
