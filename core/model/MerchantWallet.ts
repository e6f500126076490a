/**
 * The merchant's wallet mode (wire notes section 4, `GET /wps/relay/GCS_merchantWallet`): `isSingle` 1 single wallet,
 * 0 multi-wallet, sometimes sent as a string. In single-wallet mode there is nothing to transfer between, so the
 * member centre hides "my wallet" transfers (the platform's menu does the same).
 */
import * as Schema from "effect/Schema"
import { Flag } from "./Flag.ts"

/** Query of `GCS_merchantWallet`. */
export const MerchantWalletRequest = Schema.Struct({ merchantCode: Schema.String })
export type MerchantWalletRequest = typeof MerchantWalletRequest.Type

/** `value` of `GCS_merchantWallet`. */
export const MerchantWallet = Schema.Struct({
  isSingle: Schema.optional(Schema.NullOr(Flag)),
  /**
   * Auto-transfer (our field; the wire notes name none): a multi-wallet brand moves the main wallet's money into a
   * game's wallet when the game opens and back when the member returns (workflows/launchFunding.ts). Absent: off.
   */
  autoTransfer: Schema.optional(Schema.NullOr(Flag)),
})
export type MerchantWallet = typeof MerchantWallet.Type

/** True in single-wallet mode; a missing flag means multi-wallet, as the platform's client reads it. */
export const isSingleWallet = (w: MerchantWallet): boolean => w.isSingle === true

/** True when the brand moves money into a game's wallet on launch and back on return. */
export const isAutoTransfer = (w: MerchantWallet): boolean => w.autoTransfer === true
