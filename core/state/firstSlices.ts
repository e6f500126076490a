/**
 * The slices the first view reads (the header, the home page, the start's answers): the browser's store starts with
 * their handlers; the rest (laterSlices.ts) load once the portal is interactive (issue 5 bundle budget).
 */

import { catalogue } from "./slices/catalogue.ts"
import { clock } from "./slices/clock.ts"
import { content } from "./slices/content.ts"
import { language } from "./slices/language.ts"
import { modals } from "./slices/modals.ts"
import { session } from "./slices/session.ts"
import { settings } from "./slices/settings.ts"
import { system } from "./slices/system.ts"
import { wallet } from "./slices/wallet.ts"

/** The first view's slices, by the key each holds in `State`. */
export const firstSlices = { clock, system, settings, session, language, modals, catalogue, content, wallet } as const
