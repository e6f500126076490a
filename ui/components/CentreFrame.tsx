/**
 * The parts the member centre and the agent centre share (both wear the two-column layout of MemberCentre.css):
 * the balance line under the account, the left menu of pages, and the page beside it (the pages come with their
 * centre's chunk; a skeleton shows only while a page waits for something it loads itself), how both scroll when the
 * page changes, and what shows while a centre's strings load.
 */
import { type ComponentType, type ReactNode, type Ref, Suspense, useEffect, useRef } from "react"
import { Progress } from "../../components/Progress.tsx"
import { Skeleton } from "../../components/Skeleton.tsx"
import { amount } from "../../i18n/format.ts"
import { useT } from "../../i18n/useT.ts"

/**
 * A page picked from the menu starts at its top (the content scrolls on its own), and its menu item stays in view
 * (on narrow screens the menu is a scrolling row). The refs go on the page's section and the menu.
 */
export const useCentreScroll = (page: string, ready: boolean) => {
  const content = useRef<HTMLElement>(null)
  const nav = useRef<HTMLElement>(null)
  const first = useRef(true)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the page is the trigger, not a value read.
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    content.current?.scrollTo?.({ top: 0 })
  }, [page])
  // biome-ignore lint/correctness/useExhaustiveDependencies: the page is the trigger, not a value read.
  useEffect(() => {
    nav.current?.querySelector("[aria-current='page']")?.scrollIntoView?.({ block: "nearest", inline: "nearest" })
  }, [page, ready])
  return { content, nav }
}

/** What a centre shows until its strings are in. */
export function CentreLoading() {
  const common = useT("common")
  return (
    <div className="modal-loading">
      <Progress label={common("loading")} />
    </div>
  )
}

/** The total balance, hidden as `***` when the member hid it, a dash until it is loaded. */
export function CentreBalance(props: {
  readonly label: string
  readonly wallet: {
    readonly currencySymbol: string
    readonly loaded: boolean
    readonly hidden: boolean
    readonly sum: number
  }
}) {
  const { wallet } = props
  return (
    <p className="mc-balance">
      <span className="mc-balance-label">{props.label}</span>
      <span className="mc-balance-value">
        {wallet.currencySymbol} {wallet.loaded ? (wallet.hidden ? "***" : amount(wallet.sum)) : "—"}
      </span>
    </p>
  )
}

export interface CentreMenuItem<P extends string> {
  readonly page: P
  readonly labelKey: string
  readonly active: boolean
}

/** The menu of pages; the current one is marked `aria-current="page"`. */
export function CentreMenu<P extends string, I extends CentreMenuItem<P>>(props: {
  readonly label: string
  readonly items: ReadonlyArray<I>
  readonly text: (key: string) => string
  readonly onSelect: (page: P) => void
  readonly icon: (page: P) => ReactNode
  /** Anything after the item's text (the member centre's mission count). */
  readonly after?: (item: I) => ReactNode
  readonly navRef?: Ref<HTMLElement>
}) {
  return (
    <nav className="mc-menu" aria-label={props.label} ref={props.navRef}>
      <ul>
        {props.items.map((item) => (
          <li key={item.page}>
            <button
              type="button"
              className={`mc-menu-item ${item.active ? "mc-menu-item-active" : ""}`.trim()}
              aria-current={item.active ? "page" : undefined}
              onClick={() => props.onSelect(item.page)}
            >
              {props.icon(item.page)}
              <span className="mc-menu-text">{props.text(item.labelKey)}</span>
              {props.after?.(item)}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** The page beside the menu, under its title (`titleId` names the section). */
export function CentrePage(props: {
  readonly titleId: string
  readonly title: string
  readonly page: string
  readonly Page: ComponentType
  readonly contentRef?: Ref<HTMLElement>
}) {
  const common = useT("common")
  const { Page } = props
  return (
    <section className="mc-content" ref={props.contentRef} aria-labelledby={props.titleId}>
      <h3 id={props.titleId} className="mc-page-title">
        {props.title}
      </h3>
      <Suspense fallback={<PageSkeleton label={common("loading")} />}>
        <Page key={props.page} />
      </Suspense>
    </section>
  )
}

/** What shows while a page waits for something it loads lazily (a widget of its own). */
function PageSkeleton({ label }: { readonly label: string }) {
  return (
    <div className="mc-skeleton" role="status" aria-label={label}>
      <Skeleton height={88} />
      <Skeleton height={18} width="60%" />
      <Skeleton height={44} />
      <Skeleton height={44} />
    </div>
  )
}
