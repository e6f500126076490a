/**
 * Customer service (spec section 4): a blank window opens at once (inside the click, so no popup blocker stops it),
 * then goes to the decrypted chat link; if there is no link or it cannot be read, the window closes and the
 * "invalid URL, contact customer service" warning shows (spec section 8). The member's VIP desk opens the same way,
 * its link encrypted or not.
 */
import { dispatch, run } from "../app/runtime.ts"
import { customerServiceLink, vipServiceLink } from "./customerServiceLink.ts"

/** Opens a link read by `read` in a new window, or says it cannot be read. */
const openLink = async (read: typeof customerServiceLink): Promise<void> => {
  const win = window.open("about:blank", "_blank")
  if (win !== null) win.opener = null
  const link = await run(read)
  if (link === undefined) {
    win?.close()
    dispatch({ _tag: "DialogShown", kind: "warning", key: "invalid_url", message: "" })
    return
  }
  if (win === null) window.location.assign(link)
  else win.location.href = link
}

/** Opens customer service in a new window. */
export const openCustomerService = (): Promise<void> => openLink(customerServiceLink)

/** Opens the member's VIP desk (spec section 3 `vipService`) in a new window. */
export const openVipService = (): Promise<void> => openLink(vipServiceLink)
