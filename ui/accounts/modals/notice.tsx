/**
 * The notice modal (spec sections 2 and 9): title "notification"; the player notices in pages of 9 with page links
 * (range 3, margin 1: core's content slice and `pageLinks`); the selected notice (the first one until the person picks
 * one) with its title, time and HTML, which goes through the one sanitiser (SafeHtml: no scripts, no event
 * attributes, no forms or styles). The notices are the home page's announcements, reused from the session cache when
 * already loaded; while they load the list shows its shape, and a failure offers a retry.
 */
import { useId, useRef } from "react"
import { noticesPerPage } from "../../../core/model/Notice.ts"
import { noticePageCount, noticesOnPage, selectedNotice } from "../../../core/state/slices/content.ts"
import { loadNotices, selectNotice, showNoticePage } from "../../actions/notices.ts"
import { useLoad } from "../../app/useLoad.ts"
import { LoadFailed } from "../../components/LoadFailed.tsx"
import { Modal } from "../../components/Modal.tsx"
import { SafeHtml } from "../../components/SafeHtml.tsx"
import { Skeleton } from "../../components/Skeleton.tsx"
import { useT } from "../../i18n/useT.ts"
import type { ModalComponentProps } from "../../modals/registry.ts"
import { noticeTime } from "../noticeTime.ts"
import { Pagination } from "../Pagination.tsx"
import "../ListArticle.css"
import "./notice.css"
import { useCore } from "../../state/useCore.ts"

export default function NoticeModal({ onClose }: ModalComponentProps) {
  const t = useT("notice")
  const { content } = useCore()
  // The notices of the session's cache show at once; the modal asks for them again behind them.
  const { status, retry } = useLoad(loadNotices, [], { background: true, shown: content.notices.length > 0 })
  const article = useRef<HTMLElement>(null)
  const titleId = useId()

  const page = content.noticePage
  const first = (page - 1) * noticesPerPage
  const chosen = content.selectedNotice ?? 0
  const current = selectedNotice(content)
  const pick = (index: number) => {
    selectNotice(index)
    article.current?.focus()
  }

  return (
    <Modal title={t("title")} onClose={onClose} width={880} className="notice-modal">
      {status === "loading" && content.notices.length === 0 ? (
        <NoticeSkeleton label={t("loading")} />
      ) : status === "failed" && content.notices.length === 0 ? (
        <LoadFailed className="list-article-empty" message={t("load_failed")} retryLabel={t("retry")} onRetry={retry} />
      ) : content.notices.length === 0 ? (
        <p className="list-article-empty">{t("empty")}</p>
      ) : (
        <div className="list-article notice-layout">
          <div className="list-article-side">
            <ul className="notice-list" aria-label={t("list")}>
              {noticesOnPage(content).map((n, i) => {
                const index = first + i
                return (
                  <li key={n.id ?? index}>
                    <button
                      type="button"
                      className="notice-item"
                      aria-current={index === chosen ? "true" : undefined}
                      onClick={() => pick(index)}
                    >
                      <span className="notice-item-title">{n.title ?? t("untitled")}</span>
                      <span className="notice-item-time">{noticeTime(n.timestamp)}</span>
                    </button>
                  </li>
                )
              })}
            </ul>
            <Pagination
              page={page}
              total={noticePageCount(content)}
              label={t("pages")}
              onPage={(p) => {
                showNoticePage(p)
                selectNotice((p - 1) * noticesPerPage)
              }}
            />
          </div>
          <article ref={article} className="list-article-body notice-article" aria-labelledby={titleId} tabIndex={-1}>
            {current !== undefined && (
              <>
                <h3 id={titleId} className="notice-article-title">
                  {current.title ?? t("untitled")}
                </h3>
                <p className="notice-article-time">{noticeTime(current.timestamp)}</p>
                <SafeHtml html={current.content ?? ""} className="notice-article-body" />
              </>
            )}
          </article>
        </div>
      )}
    </Modal>
  )
}

/** The list and the article's shape while the notices load. */
function NoticeSkeleton({ label }: { readonly label: string }) {
  return (
    <div className="list-article notice-layout" role="status" aria-label={label}>
      <div className="list-article-side">
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} height={52} />
        ))}
      </div>
      <div className="list-article-body notice-article">
        <Skeleton height={24} width="60%" />
        <Skeleton height={14} width="30%" />
        <Skeleton height={120} />
      </div>
    </div>
  )
}
