/**
 * Number and date formats of the interface (spec sections 2 and 9): numbers with two decimals and thousands
 * separators; the header clock as DD/MM/YYYY HH:mm:ss in GMT+8 whatever the visitor's time zone, computed from the
 * core's clock (`state.clock.now`, epoch ms) by arithmetic on UTC fields, so no machine zone ever enters.
 */
import { brandTimeText } from "../../core/model/BrandDate.ts"
import { zoneOffsetMs } from "../../core/model/DateRange.ts"
import { amountText } from "../../core/projections/amountText.ts"

/** The brand's zone offset: GMT+8 (spec section 2), core's. */
export const brandOffsetMs = zoneOffsetMs

/** `DD/MM/YYYY HH:mm:ss` of an epoch time, in GMT+8: core's one brand format. */
export const clockText = (epochMs: number): string => brandTimeText(epochMs)

/** An amount of minor units as `1,234.50` (core's format, the same in every language). */
export const amount = (cents: number): string => amountText(cents)

/** A plain number with two decimals and thousands separators (`12,345.60`). */
export const formatNumber = (n: number): string =>
  Number.isFinite(n) ? amountText(Math.sign(n) * Math.round(Math.abs(n) * 100)) : "-"
