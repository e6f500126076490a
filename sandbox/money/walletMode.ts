/**
 * The merchant's wallet mode (wire notes section 4 `GCS_merchantWallet`, `isSingle`): a brand setting in the
 * `settings` table (`brand.singleWallet`, absent = multi-wallet, our default) so an operator or a test can switch it
 * on a running platform. In single-wallet mode the member has only the main wallet: the balance lists it alone and
 * transfers between wallets are refused.
 */
import type { Database, Queryable } from "../db/Database.ts"

/**
 * A brand switch kept as a boolean in `settings` (absent = off): whether it is on (kept in memory until `settings` is
 * written, on the embedded database), and how to set it.
 */
const brandSwitch = (key: string) => ({
  isOn: (db: Database): Promise<boolean> =>
    db.cached(`setting:${key}`, ["settings"], async () => {
      const [row] = await db.query<{ value: unknown }>("select value from settings where key = $1", [key])
      return row?.value === true
    }),
  set: async (db: Queryable, on: boolean): Promise<void> => {
    await db.query(
      "insert into settings (key, value) values ($1, $2) on conflict (key) do update set value = excluded.value",
      [key, JSON.stringify(on)],
    )
  },
})

/** Settings key of the wallet mode. */
export const singleWalletKey = "brand.singleWallet"
const singleWallet = brandSwitch(singleWalletKey)

/** True when the brand runs a single wallet. */
export const isSingleWallet = singleWallet.isOn

/** Switches the wallet mode. */
export const setSingleWallet = singleWallet.set

/** Settings key of the auto-transfer into a game's wallet on launch (core/model/MerchantWallet.ts `autoTransfer`). */
export const autoTransferKey = "brand.autoTransfer"
const autoTransfer = brandSwitch(autoTransferKey)

/** True when the brand moves money into a game's wallet on launch (absent = off). */
export const isAutoTransfer = autoTransfer.isOn

/** Switches the auto-transfer. */
export const setAutoTransfer = autoTransfer.set
