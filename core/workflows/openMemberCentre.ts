/**
 * Opens, navigates and closes the member centre (spec sections 2 and 4). Opening needs a real account: without a
 * session the login popup opens, a trial account gets the need-a-real-account warning. It opens on the requested page
 * when the member may see it, else on `securityCenter` (e.g. `playerRank` without a member label). What its menu
 * depends on loads beside it: the merchant's wallet mode and, with AGENTPOLICY3, the contract requests; the balance is
 * refreshed, and the promotions available to the member are loaded so the mission badge (spec section 2: a count
 * when open missions exist) shows on the first opening, not only once the missions page was visited. Their failures
 * do not stop the centre from opening. The centre is a popup: it joins the modal stack
 * (`ModalOpened`), which hides the body's scroll and traps the focus (spec section 4), and leaves it on closing.
 */
import * as Effect from "effect/Effect"
import type { MemberCentrePage } from "../model/MemberCentrePage.ts"
import { memberCentrePageFor, memberCentreRefusal } from "../permissions/memberCentre.ts"
import { emit, state } from "../store/EventLog.ts"
import { choosePage, enterCentre } from "./centre.ts"
import { refuseCentre } from "./guard.ts"
import { loadConsolidated } from "./loadConsolidated.ts"
import { loadMerchantWallet } from "./loadMerchantWallet.ts"
import { loadAvailablePromotions } from "./loadPromotions.ts"
import { refreshBalanceQuietly } from "./refreshBalance.ts"

/** Opens the member centre on a page (the default when none is asked for); the page it opened on. */
export const openMemberCentre = (page?: MemberCentrePage) =>
  Effect.gen(function* () {
    const before = yield* state
    const refusal = memberCentreRefusal(before)
    if (refusal !== undefined) return yield* refuseCentre("memberCentre", refusal)
    if (before.wallet.singleWallet === undefined) yield* Effect.ignore(loadMerchantWallet)
    if (!before.contracts.loaded) yield* Effect.ignore(loadConsolidated())
    const opened = yield* enterCentre("memberCentre", {
      _tag: "MemberCentreOpened",
      page: memberCentrePageFor(yield* state, page),
    })
    yield* refreshBalanceQuietly
    yield* Effect.ignore(loadAvailablePromotions)
    return opened
  })

/** Shows another page of the open member centre (a page the member may not see falls back to the default). */
export const selectMemberCentrePage = (page: MemberCentrePage) =>
  choosePage({ _tag: "MemberCentrePageSelected", page }, (s) => s.memberCentre.page)

/** Closes the member centre (the modal stack's close, as Escape does); the point-mall handle is cleared with it. */
export const closeMemberCentre = emit({ _tag: "ModalClosed", modal: "memberCentre" })
