/**
 * The optional login guard of spec section 2: when the brand's `loginedToHomePage` is on, any navigation without a
 * session goes to /login, except the public paths (/login, /register, /register.html, /helpmc, /download). It waits
 * for the stored session to be checked, so a reload of a member's page stays where it is.
 */
import { loginGuardOn } from "../../core/permissions/features.ts"
import { isLoggedIn } from "../../core/permissions/roles.ts"
import type { State } from "../../core/state/State.ts"
import { publicPaths } from "./routes.ts"

/** Where the guard sends a navigation to `path`, or undefined to let it through. */
export const guardRedirect = (path: string, s: State, sessionChecked: boolean): string | undefined =>
  loginGuardOn(s) && sessionChecked && !isLoggedIn(s) && !publicPaths.has(path) ? "/login" : undefined
