/**
 * The slices the first view reads (the header, the home page, the start's answers): the browser's store starts with
 * their handlers; the rest (laterSlices.ts) load once the portal is interactive, or as soon as the interface
 * dispatches an intent these do not fold (a modal opened: ui/app/runtime.ts), the first view's byte budget.
 */

import { catalogueCore } from "./slices/catalogue.ts"
import { clock } from "./slices/clock.ts"
import { contentCore } from "./slices/content.ts"
import { language } from "./slices/language.ts"
import { sessionCore } from "./slices/session.ts"
import { settings } from "./slices/settings.ts"
import { system } from "./slices/system.ts"

/** The first view's slices, by the key each holds in `State`. */
export const firstSlices = {
  clock,
  system,
  settings,
  session: sessionCore,
  language,
  catalogue: catalogueCore,
  content: contentCore,
} as const
