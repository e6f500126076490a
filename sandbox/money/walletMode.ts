/**
 * The merchant's wallet mode (wire notes section 4 `GCS_merchantWallet`, `isSingle`): a brand setting in the
 * `settings` table (`brand.singleWallet`, absent = multi-wallet, our default) so an operator or a test can switch it
 * on a running platform. In single-wallet mode the member has only the main wallet: the balance lists it alone and
 * transfers between wallets are refused.
 */
import type { Database, Queryable } from "../db/Database.ts"

/** Settings key of the wallet mode. */
export const singleWalletKey = "brand.singleWallet"

/** True when the brand runs a single wallet (kept in memory until `settings` is written, on the embedded database). */
export const isSingleWallet = (db: Database): Promise<boolean> =>
  db.cached(`setting:${singleWalletKey}`, ["settings"], async () => {
    const [row] = await db.query<{ value: unknown }>("select value from settings where key = $1", [singleWalletKey])
    return row?.value === true
  })

/** Switches the wallet mode. */
export const setSingleWallet = async (db: Queryable, single: boolean): Promise<void> => {
  await db.query(
    "insert into settings (key, value) values ($1, $2) on conflict (key) do update set value = excluded.value",
    [singleWalletKey, JSON.stringify(single)],
  )
}

/** Settings key of the auto-transfer into a game's wallet on launch (core/model/MerchantWallet.ts `autoTransfer`). */
export const autoTransferKey = "brand.autoTransfer"

/** True when the brand moves money into a game's wallet on launch (absent = off). */
export const isAutoTransfer = (db: Database): Promise<boolean> =>
  db.cached(`setting:${autoTransferKey}`, ["settings"], async () => {
    const [row] = await db.query<{ value: unknown }>("select value from settings where key = $1", [autoTransferKey])
    return row?.value === true
  })

/** Switches the auto-transfer. */
export const setAutoTransfer = async (db: Queryable, on: boolean): Promise<void> => {
  await db.query(
    "insert into settings (key, value) values ($1, $2) on conflict (key) do update set value = excluded.value",
    [autoTransferKey, JSON.stringify(on)],
  )
}
