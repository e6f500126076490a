/**
 * A record cell as the lists show it (spec section 9: numbers with two decimals and thousands separators): amounts
 * through the interface's number format, times in the brand's one format, DD/MM/YYYY HH:mm:ss in GMT+8 (core's `brandTimeText`), codes
 * translated when the interface knows them (else shown as sent), counts with separators, text as sent.
 */

import { brandTimeText } from "../../core/model/BrandDate.ts"
import type { CellFormat, CellValue } from "../../core/projections/recordColumns.ts"
import { amount } from "../i18n/format.ts"
import type { T } from "../i18n/useT.ts"

/** A code's label: `<column>_<code>` when the area has it, else the code itself. */
export const codeText = (t: T, column: string, code: string): string =>
  t.has(`${column}_${code}`) ? t(`${column}_${code}`) : code

/** The text of a cell; "-" for a missing value. */
export const cellText = (t: T, format: CellFormat, column: string, v: CellValue): string => {
  if (v === undefined || v === "") return "-"
  switch (format) {
    case "amount":
      return typeof v === "number" ? amount(v) : v
    case "time":
      return brandTimeText(v) || "-"
    case "count":
      return typeof v === "number" ? countText(v) : v
    case "code":
      return codeText(t, column, String(v))
    case "text":
      return String(v)
  }
}

/** The sign class of a signed amount (wins and credits green, losses and debits red). */
export const signClass = (signed: boolean | undefined, v: CellValue): string =>
  signed !== true || typeof v !== "number" || v === 0 ? "" : v > 0 ? "amount-up" : "amount-down"

/** A count with thousands separators and no forced decimals (`1,200`). */
export const countText = (n: number): string => n.toLocaleString("en-US", { maximumFractionDigits: 2 })
