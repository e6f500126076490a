/**
 * The member centre's platform information (spec section 2 `messageV2`): the inbox a page at a time with the unread
 * count, each message opened in place (its server HTML sanitised by SafeHtml) and marked read when opened, so the
 * count goes down once the platform agrees.
 */
import { useEffect, useId, useState } from "react"
import { brandTimeText } from "../../../core/model/BrandDate.ts"
import { isUnread } from "../../../core/model/Message.ts"
import { Pagination } from "../../accounts/Pagination.tsx"
import { loadInboxPage, markRead } from "../../actions/inbox.ts"
import { SafeHtml } from "../../components/SafeHtml.tsx"
import { useT } from "../../i18n/useT.ts"
import { Empty, LoadFailed, LoadingRows } from "../../records/PageState.tsx"
import { CentrePage } from "../parts/CentrePage.tsx"
import "./Messages.css"
import { useCore } from "../../state/useCore.ts"

/** The page. */
export default function Messages() {
  const t = useT("records")
  const { messages } = useCore()
  const [open, setOpen] = useState<string | undefined>(undefined)
  const id = useId()
  useEffect(() => {
    void loadInboxPage(1)
  }, [])
  const toggle = (messageId: string, unread: boolean) => {
    setOpen(open === messageId ? undefined : messageId)
    if (unread) void markRead([messageId])
  }
  return (
    <CentrePage
      title={t("title_messages")}
      badge={
        <span className="rp-badge is-accent" role="status">
          {messages.unread > 0 ? t("unread_count", { count: messages.unread }) : t("all_read")}
        </span>
      }
    >
      {messages.error !== undefined && !messages.loading ? (
        <LoadFailed text={t("messages_failed")} retry={t("retry")} onRetry={() => loadInboxPage(messages.page)} />
      ) : !messages.loaded || !t.ready ? (
        <LoadingRows label={t("loading_messages")} />
      ) : messages.list.length === 0 ? (
        <Empty title={t("messages_empty")} />
      ) : (
        <ul className="rp-list" aria-busy={messages.loading || undefined}>
          {messages.list.map((m) => {
            const unread = isUnread(m)
            const expanded = open === m.id
            return (
              <li key={m.id} className={`rp-item message ${unread ? "is-unread" : ""}`}>
                <button
                  type="button"
                  className="message-head"
                  aria-expanded={expanded}
                  aria-controls={`${id}-${m.id}`}
                  onClick={() => toggle(m.id, unread)}
                >
                  <span className="message-dot" aria-hidden="true" />
                  <span className="message-title">{m.title}</span>
                  <span className="visually-hidden">{unread ? t("message_unread") : t("message_read")}</span>
                  <time className="muted-note">{brandTimeText(m.createTime ?? undefined)}</time>
                </button>
                {expanded && (
                  <div id={`${id}-${m.id}`} className="message-body">
                    {m.content ? (
                      <SafeHtml html={m.content} />
                    ) : (
                      <p className="muted-note">{t("message_no_content")}</p>
                    )}
                  </div>
                )}
              </li>
            )
          })}
        </ul>
      )}
      {messages.loaded && (
        <Pagination
          page={messages.page}
          total={messages.totalPages}
          label={t("pages", { title: t("title_messages") })}
          onPage={(p) => void loadInboxPage(p)}
        />
      )}
    </CentrePage>
  )
}
