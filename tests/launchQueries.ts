/**
 * The launch queries the portal sends (spec section 3 "Launch"), as the sandbox tests send them and the end-to-end
 * tests expect the browser to send them: one place for the fixed fields of each launch mode.
 */

/** The query of a launch in the GLS mode, as the portal sends it, with the given fields. */
export const gls = (q: Record<string, unknown>) => ({
  accountType: 1,
  confirmTrans: 0,
  launchMode: "GLS",
  platform: "html5-desktop",
  clientType: 3,
  username: "",
  token: "t",
  merchantCode: "arena",
  language: "EN",
  ...q,
})

/** The query of a launch of the VN lottery's lobby (LOTT mode), as the portal sends it, with the given fields. */
export const lott = (q: Record<string, unknown> = {}) => ({
  device: "WEB",
  lottoArea: "VN",
  lottoPrizeMode: "SEA",
  launchMode: "LOTT",
  language: "EN",
  lottoView: "lobby",
  ...q,
})
