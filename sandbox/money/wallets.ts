/**
 * The member's wallets (spec section 3 "Balance: value.sumBalance"; wire notes section 5 balance): the main wallet
 * (account type 0) and one per vendor of the catalogue (sandbox/seed/vendors.ts), each read from the ledger, in the
 * brand's currency PHP with the symbol 'P' (spec section 9); in single-wallet mode only the main wallet is listed (money
 * left in a vendor wallet still counts in `sumBalance`). Transfers between them (`GCS_walletTransfer`,
 * `fromAccountTypeId`, `toAccountTypeId`, `amount`; answer `successAmount`) are one ledger entry, claimed once per
 * idempotency key; one side is always the main wallet (our rule, as the platform's "my wallet" page moves money).
 */

import type { Api } from "../../core/contract/Api.ts"
import { accountCodes, moneyCodes } from "../../core/contract/ErrorCode.ts"
import { defaultCurrencySymbol, mainAccountTypeId } from "../../core/model/Balance.ts"
import { ApiError } from "../http/ApiError.ts"
import type { Caller, Context, Handler } from "../http/Context.ts"
import { once } from "../ledger/idempotency.ts"
import { type AccountRef, main, vendor } from "../ledger/ledger.ts"
import { cashBalancesOf } from "../ledger/reads.ts"
import { vendorByAccountType, vendors } from "../seed/vendors.ts"
import { callerOf } from "./callers.ts"
import { transferAt } from "./entries.ts"
import { isAutoTransfer, isSingleWallet } from "./walletMode.ts"

/** The brand's currency. */
export const currency = { code: "PHP", symbol: defaultCurrencySymbol } as const

/** The name of the main wallet. */
export const mainWalletName = "Main Wallet"

/** The ledger account of a wallet by account type, or undefined for an unknown one. */
export const walletAccount = (memberId: number, accountTypeId: number): AccountRef | undefined =>
  accountTypeId === mainAccountTypeId
    ? main(memberId)
    : vendorByAccountType(accountTypeId) === undefined
      ? undefined
      : vendor(memberId, accountTypeId)

/** A wallet's name by account type. */
export const walletName = (accountTypeId: number): string =>
  accountTypeId === mainAccountTypeId
    ? mainWalletName
    : (vendorByAccountType(accountTypeId)?.displayName ?? String(accountTypeId))

/**
 * Where a member's balance is kept in the read cache, and the tables whose writes drop it: the whole answer is kept
 * in memory until `accounts` or `settings` is written, on the embedded database (db/readCache.ts), and the router then
 * sends the text it made of it the first time. The money area's held answer reads the same entry (handlers/money.ts).
 */
export const balanceKey = (memberId: number): string => `balance:${memberId}`
export const balanceTables: ReadonlyArray<string> = ["accounts", "settings"]

export const balance: Handler<Api["balance"]> = (ctx) => {
  const caller = callerOf(ctx)
  return ctx.services.db.cached(balanceKey(caller.memberId), balanceTables, () => balanceOf(ctx, caller))
}

const balanceOf = async (ctx: Context, caller: Caller) => {
  const db = ctx.services.db
  const wallets = await cashBalancesOf(db, caller.memberId)
  const of = (code: string) => wallets.get(code) ?? 0
  const sumBalance = [...wallets.values()].reduce((s, b) => s + b, 0)
  const mainWallet = {
    accountTypeId: mainAccountTypeId,
    accountTypeName: "MAIN",
    displayName: mainWalletName,
    accountName: caller.account,
    availBalance: of("MAIN"),
  }
  const single = await isSingleWallet(ctx.services.db)
  return {
    sumBalance,
    currency: currency.code,
    currencySymbol: currency.symbol,
    balance: single
      ? [mainWallet]
      : [
          mainWallet,
          ...vendors.map((v) => ({
            accountTypeId: v.accountTypeId,
            accountTypeName: v.code,
            displayName: v.displayName,
            accountName: caller.account,
            availBalance: of(`V:${v.accountTypeId}`),
          })),
        ],
  }
}

const accountTypeOf = (field: string, n: number): number => {
  if (!Number.isInteger(n) || n < 0) throw new ApiError(400, moneyCodes.walletNotFound, `${field}: no wallet ${n}`)
  return n
}

export const walletTransfer: Handler<Api["walletTransfer"]> = async (ctx, request) => {
  const caller = callerOf(ctx)
  const from = accountTypeOf("fromAccountTypeId", request.fromAccountTypeId)
  const to = accountTypeOf("toAccountTypeId", request.toAccountTypeId)
  if (!(request.amount > 0)) throw new ApiError(400, moneyCodes.amountInvalid, "amount: must be more than 0.00")
  if (from === to) throw new ApiError(400, moneyCodes.sameWallet, "Choose two different wallets")
  const fromAccount = walletAccount(caller.memberId, from)
  const toAccount = walletAccount(caller.memberId, to)
  if (fromAccount === undefined)
    throw new ApiError(400, moneyCodes.walletNotFound, `fromAccountTypeId: no wallet ${from}`)
  if (toAccount === undefined) throw new ApiError(400, moneyCodes.walletNotFound, `toAccountTypeId: no wallet ${to}`)
  if (from !== mainAccountTypeId && to !== mainAccountTypeId)
    throw new ApiError(400, moneyCodes.transferViaMain, "Transfer between game wallets through the main wallet")
  if (await isSingleWallet(ctx.services.db))
    throw new ApiError(400, moneyCodes.singleWalletMode, "This brand has a single wallet: there is nothing to transfer")
  return once(
    ctx.services.db,
    {
      key: ctx.idempotencyKey!,
      memberId: caller.memberId,
      endpoint: "walletTransfer",
      request: { from, to, amount: request.amount },
    },
    async (tx) => {
      await transferAt(tx, ctx.now, "wallet.transfer", caller.memberId, fromAccount, toAccount, request.amount, {
        fromAccountTypeId: from,
        toAccountTypeId: to,
      })
      return { successAmount: request.amount }
    },
  )
}

export const merchantWallet: Handler<Api["merchantWallet"]> = async (ctx, request) => {
  if (request.merchantCode.trim().toLowerCase() !== ctx.services.merchantCode.toLowerCase())
    throw new ApiError(
      400,
      accountCodes.merchantNotFound,
      `merchantCode: no merchant ${request.merchantCode.slice(0, 40)}`,
    )
  return { isSingle: await isSingleWallet(ctx.services.db), autoTransfer: await isAutoTransfer(ctx.services.db) }
}
