/**
 * Carries out the navigations core's workflows ask for (`NavigationRequested`: home after a logout, a registration or
 * free play; a launched game's page; spec section 4), through the duplicate-ignoring `go`.
 */
import { useEffect } from "react"
import { onEvent } from "./runtime.ts"
import { useGo } from "./useGo.ts"

/** Follows the store's navigation requests (renders nothing). */
export function FollowNavigation() {
  const go = useGo()
  useEffect(
    () =>
      onEvent((event) => {
        if (event._tag === "NavigationRequested") go(event.path)
      }),
    [go],
  )
  return null
}
