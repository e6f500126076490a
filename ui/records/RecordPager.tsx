/**
 * The pager under a record list or an agent report: the page numbers (ui/accounts/Pagination.tsx) and the page size,
 * a changed size querying from page 1. Strings of area `records`.
 */
import { Pagination } from "../accounts/Pagination.tsx"
import type { T } from "../i18n/useT.ts"

/** The page sizes offered, the first the default (the platform serves at most 100 rows a page). */
export const pageSizes = [10, 20, 50, 100] as const

export interface RecordPagerProps {
  /** The `records` strings. */
  readonly t: T
  /** The list's title, naming the page numbers' navigation. */
  readonly title: string
  readonly page: number
  readonly totalPages: number
  readonly size: number
  readonly onPage: (page: number) => void
  readonly onSize: (size: number) => void
}

/** Page numbers and page size. */
export function RecordPager({ t, title, page, totalPages, size, onPage, onSize }: RecordPagerProps) {
  return (
    <div className="row-spread">
      <Pagination page={page} total={totalPages} label={t("pages", { title })} onPage={onPage} />
      <label className="record-control record-size">
        <span>{t("page_size")}</span>
        <select value={size} onChange={(e) => onSize(Number(e.target.value))}>
          {pageSizes.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </label>
    </div>
  )
}
