/**
 * Page links of a list (spec section 9: "pagination page range 3, margin pages 1"): previous and next, the first and
 * last pages, three around the current one, and an ellipsis for the pages skipped, as core's `pageLinks` says.
 * The current page is marked `aria-current`.
 */
import { pageLinks } from "../../core/model/Pagination.ts"
import { useT } from "../i18n/useT.ts"
import "./Pagination.css"

export interface PaginationProps {
  /** The current page, from 1. */
  readonly page: number
  readonly total: number
  readonly onPage: (page: number) => void
  /** The navigation's accessible name. */
  readonly label: string
}

/** The page links; nothing for a single page. */
export function Pagination({ page, total, onPage, label }: PaginationProps) {
  const t = useT("notice")
  if (total <= 1) return null
  return (
    <nav className="pagination" aria-label={label}>
      <button
        type="button"
        className="pagination-step"
        aria-label={t("previous_page")}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        ‹
      </button>
      {pageLinks(page, total).map((link, i) =>
        link._tag === "Gap" ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity but their place.
          <span key={`gap-${i}`} className="pagination-gap" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={link.page}
            type="button"
            className="pagination-page"
            aria-label={t("page_n", { page: link.page })}
            aria-current={link.page === page ? "page" : undefined}
            onClick={() => onPage(link.page)}
          >
            {link.page}
          </button>
        ),
      )}
      <button
        type="button"
        className="pagination-step"
        aria-label={t("next_page")}
        disabled={page >= total}
        onClick={() => onPage(page + 1)}
      >
        ›
      </button>
    </nav>
  )
}
