/**
 * Customer service (spec section 4): a blank window opens at once (inside the click, so no popup blocker stops it),
 * then goes to the decrypted chat link; if there is no link or it cannot be read, the window closes and the
 * "invalid URL, contact customer service" warning shows (spec section 8).
 */
import { dispatch, run } from "../app/runtime.ts"
import { customerServiceLink } from "./customerServiceLink.ts"

/** Opens customer service in a new window. */
export const openCustomerService = async (): Promise<void> => {
  const win = window.open("about:blank", "_blank")
  if (win !== null) win.opener = null
  const link = await run(customerServiceLink)
  if (link === undefined) {
    win?.close()
    dispatch({ _tag: "DialogShown", kind: "warning", key: "invalid_url", message: "" })
    return
  }
  if (win === null) window.location.assign(link)
  else win.location.href = link
}
