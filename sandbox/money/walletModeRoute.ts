/**
 * `POST /sandbox/admin/wallet-mode` `{ "single": true | false }` and/or `{ "autoTransfer": true | false }`
 * (development mode only, beside the lead's /sandbox/admin/switches): switches the brand between multi-wallet and
 * single-wallet mode, and its auto-transfer into a game's wallet on launch (walletMode.ts), on a running sandbox, for
 * trying the member centre and the launch either way. Answers the settings now in force.
 */
import { devPost, switchesOf } from "../http/devPost.ts"
import { isAutoTransfer, isSingleWallet, setAutoTransfer, setSingleWallet } from "./walletMode.ts"

export const walletModeRoute = devPost("/sandbox/admin/wallet-mode", async ({ db }, fields) => {
  const set = switchesOf(fields, ["single", "autoTransfer"])
  if (set === undefined) return { refused: "single or autoTransfer: true or false" }
  if (set.single !== undefined) await setSingleWallet(db, set.single)
  if (set.autoTransfer !== undefined) await setAutoTransfer(db, set.autoTransfer)
  return { value: { single: await isSingleWallet(db), autoTransfer: await isAutoTransfer(db) } }
})
