/**
 * Paging of the money and agent lists (our choice where the spec is silent: pages count from 1, at most 100 rows a
 * page): the request's `page`/`size` checked, and an answer in the shape of core's `Page` (`list`, `totalPages`,
 * `pageNum`, `pageSize`, `total`).
 */
import { badRequest } from "../http/ApiError.ts"

/** Largest page the lists serve. */
export const maxPageSize = 100

/** A checked page request. */
export interface Paging {
  readonly page: number
  readonly size: number
  /** Rows to skip. */
  readonly offset: number
}

/** Checks `page` (1 or more) and `size` (1 to 100); a 400 naming the field otherwise. */
export const pagingOf = (request: { readonly page: number; readonly size: number }): Paging => {
  const { page, size } = request
  if (!Number.isInteger(page) || page < 1 || page > 1_000_000) throw badRequest("page", "expected a page number from 1")
  if (!Number.isInteger(size) || size < 1 || size > maxPageSize)
    throw badRequest("size", `expected a page size from 1 to ${maxPageSize}`)
  return { page, size, offset: (page - 1) * size }
}

/** One page of rows out of `total`. */
export const pageAnswer = <A>(rows: ReadonlyArray<A>, total: number, paging: Paging) => ({
  list: rows,
  total,
  totalPages: Math.ceil(total / paging.size),
  pageNum: paging.page,
  pageSize: paging.size,
})
