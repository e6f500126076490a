/**
 * A link inside the portal: a real `<a href>` (new tab, copy link, keyboard) that navigates without a reload,
 * ignores a duplicate navigation, and marks the current page with `aria-current`.
 */
import type { AnchorHTMLAttributes, MouseEvent } from "react"
import { useLocation } from "wouter"
import { useGo } from "./useGo.ts"

export interface NavLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  readonly href: string
  /** Also current on these paths (a category page reached by its sibling path). */
  readonly alsoCurrentOn?: ReadonlyArray<string>
  /** False for a link that shares its page with another link marked current instead (one current item per menu). */
  readonly canBeCurrent?: boolean
}

/** The link. */
export function NavLink({ href, alsoCurrentOn = [], canBeCurrent = true, onClick, children, ...rest }: NavLinkProps) {
  const [path] = useLocation()
  const go = useGo()
  const target = href.split("?")[0]
  const current = canBeCurrent && (path === target || alsoCurrentOn.includes(path))
  const click = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e)
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return
    e.preventDefault()
    go(href)
  }
  return (
    <a href={href} aria-current={current ? "page" : undefined} onClick={click} {...rest}>
      {children}
    </a>
  )
}
