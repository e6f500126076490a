/**
 * The portal's start (spec sections 1, 3 and 4): the brand is configured; the language is restored (stored
 * `hisLang`, else the brand default, else EN); the session is restored from session storage; the settings load for
 * the page's host (permission check, white-label menu, registration rules, domain routes); then what the header
 * shows: the vendor catalogue, and for a member the balance and the unread messages.
 */
import type { BrandConfig } from "../../core/model/BrandConfig.ts"
import { loadSettings } from "../../core/workflows/loadSettings.ts"
import { loadVendors } from "../../core/workflows/loadVendors.ts"
import { restoreLanguage } from "../../core/workflows/restoreLanguage.ts"
import { restoreSession } from "../../core/workflows/restoreSession.ts"
import { boot } from "../app/boot.ts"
import { dispatch, run, state } from "../app/runtime.ts"
import { refreshBalanceQuietly } from "./balance.ts"
import { loadUnreadCount } from "./messages.ts"

/** Starts the portal for `host` and `brand`. */
export const start = async (host: string, brand: BrandConfig): Promise<void> => {
  dispatch({ _tag: "BrandConfigured", config: brand })
  const language = run(restoreLanguage, "firstSlices")
  const session = run(restoreSession, "firstSlices").finally(() => {
    boot.sessionChecked = true
  })
  const settings = run(loadSettings(host, brand), "firstSlices")
  const vendors = run(loadVendors(), "firstSlices")
  await Promise.all([language, session])
  if (state().session.loggedIn) {
    // Through the header's actions: their calls are a member's, not in the chunk every visitor's first view loads.
    await Promise.all([refreshBalanceQuietly("firstSlices"), loadUnreadCount("firstSlices")])
  }
  await Promise.all([settings, vendors])
}
