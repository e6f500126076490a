/**
 * One page of a listed answer (wire notes section 4: point rewards `list[]`, `totalPages`; game list `pageNum`,
 * `pageSize`): the rows, how many pages there are, and where the platform says so, which page this is. Also the
 * paging fields of a listing request (`page`, `size`).
 */
import * as Schema from "effect/Schema"
import { DateRange } from "./DateRange.ts"
import { NumberLike } from "./NumberLike.ts"
import { Items, Num } from "./Optional.ts"

/** A page of `item` rows; every field may be missing on an empty result. */
export const Page = <S extends Schema.Top>(item: S) =>
  Schema.Struct({
    list: Items(item),
    totalPages: Num,
    pageNum: Num,
    pageSize: Num,
    total: Num,
  })

/** The paging fields of a listing request: 1-based page number and page size. */
export const PageRequest = { page: NumberLike, size: NumberLike } as const

/** The fields of a listing over a period: the range's first and last day, then the paging fields. */
export const RangePageRequest = { ...DateRange.fields, ...PageRequest } as const

/** Default page size of member and agent records (our choice: the platform's reports page by 10). */
export const defaultPageSize = 10

/** The paging of a list as the state keeps it. */
export interface Paging {
  readonly page: number
  readonly size: number
  readonly totalPages: number
}

/** The rows of a page, empty when the platform sent none. */
export const rowsOf = <A>(page: { readonly list?: ReadonlyArray<A> | null | undefined }): ReadonlyArray<A> =>
  page.list ?? []

/** The page count of an answer, at least 1 once rows exist, 0 for an empty answer with no count. */
export const totalPagesOf = (page: {
  readonly list?: ReadonlyArray<unknown> | null | undefined
  readonly totalPages?: number | null | undefined
}): number => page.totalPages ?? ((page.list?.length ?? 0) > 0 ? 1 : 0)
