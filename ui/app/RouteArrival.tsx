/**
 * What arriving on a route does besides its section (spec section 2): /register and /register.html open the register
 * modal and capture the link's referral and affiliate codes; /login (the guard's target) opens the login modal. Once
 * per arrival, after the stored session has been checked. /reset-password (the recovery email's link) opens the
 * forgot-password modal on its code step. A visitor who logs in on /login is taken home.
 */
import { useEffect } from "react"
import { useSnapshot } from "valtio"
import { useLocation, useSearch } from "wouter"
import { arriveOnLogin, arriveOnPasswordReset, arriveOnRegister } from "../actions/register.ts"
import { useCore } from "../state/useCore.ts"
import { boot } from "./boot.ts"
import { useGo } from "./useGo.ts"

/** Runs the arrival of the current route (renders nothing). */
export function RouteArrival() {
  const [path] = useLocation()
  const search = useSearch()
  const { sessionChecked } = useSnapshot(boot)
  const { session } = useCore()
  const go = useGo()
  const loggedIn = session.loggedIn
  useEffect(() => {
    if (path === "/login" && loggedIn) go("/", { replace: true })
  }, [path, loggedIn, go])
  useEffect(() => {
    if (!sessionChecked) return
    if (path === "/register" || path === "/register.html") arriveOnRegister(search)
    else if (path === "/login") arriveOnLogin()
    else if (path === "/reset-password") arriveOnPasswordReset()
  }, [path, search, sessionChecked])
  return null
}
