/**
 * The one frame of the member centre and the agent centre (spec section 2): a modal popup with the account and its
 * balance above a left menu of the pages the member may see, and the page beside it under its title. A centre gives
 * its menu (core's projection over its descriptor list), its table of page components and its actions; the frame
 * renders once the centre's strings are in. It is a modal (Modal.tsx), so the body's scroll is hidden while it is
 * open, the focus stays inside, and Escape, the close button or a cover click close it. The pages come with their
 * centre's chunk; a skeleton shows only while a page waits for something it loads itself. Narrow screens put the menu
 * in a scrolling row above the page.
 */
import { type ComponentType, type ReactNode, type Ref, Suspense, useEffect, useRef } from "react"
import { amount } from "../i18n/format.ts"
import type { Area } from "../i18n/i18n.ts"
import { type T, useT } from "../i18n/useT.ts"
import { useCore } from "../state/useCore.ts"
import { LineIcon } from "./LineIcon.tsx"
import { Modal } from "./Modal.tsx"
import { Progress } from "./Progress.tsx"
import { Skeleton } from "./Skeleton.tsx"
import "./CentreFrame.css"

/** The popup's width on wide screens. */
const width = 1120

/** How the UI shows a page of a centre: its component, and the small line icon of its menu item (decorative). */
export interface CentrePageView {
  readonly Page: ComponentType
  /** An SVG path on a 24 x 24 grid, stroked. */
  readonly icon: string
}

/** What a centre hands the frame. */
export interface CentreProps<P extends string, I extends CentreMenuItem<P>> {
  /** The centre's strings (`title`, `menu` and the balance's label). */
  readonly area: Area
  /** The key of the balance's label in the centre's strings. */
  readonly balanceKey: string
  /** The class of the popup beside `mc` (the agent centre's accent). */
  readonly className?: string
  /** The class of the avatar beside `mc-avatar`. */
  readonly avatarClassName?: string
  /** The id of the page's title. */
  readonly titleId: string
  /** The centre's menu: the open page and the items shown. */
  readonly menu: { readonly page: P; readonly items: ReadonlyArray<I> }
  /** Each page's component and menu icon. */
  readonly pages: Readonly<Record<P, CentrePageView>>
  readonly onClose: () => void
  readonly onSelect: (page: P) => void
  /** Anything after the account's name (the member's label). */
  readonly accountExtra?: ReactNode
  /** Anything after an item's text (the member centre's mission count). */
  readonly after?: (item: I, t: T) => ReactNode
}

/** A centre's popup. */
export function Centre<P extends string, I extends CentreMenuItem<P>>(props: CentreProps<P, I>) {
  const t = useT(props.area)
  const s = useCore()
  const { menu } = props
  const { content, nav } = useCentreScroll(menu.page, t.ready)

  if (!t.ready) return <CentreLoading />

  const current = menu.items.find((i) => i.page === menu.page)
  const member = s.session.member
  const after = props.after
  return (
    <Modal
      title={t("title")}
      onClose={props.onClose}
      width={width}
      className={props.className === undefined ? "mc" : `mc ${props.className}`}
      hideTitle
    >
      <div className="mc-layout">
        <aside className="mc-side">
          <div className="mc-profile">
            <span
              className={props.avatarClassName === undefined ? "mc-avatar" : `mc-avatar ${props.avatarClassName}`}
              aria-hidden="true"
            >
              {(member?.account ?? "?").slice(0, 1).toUpperCase()}
            </span>
            <div className="mc-profile-text">
              <p className="mc-heading">{t("title")}</p>
              <p className="mc-account">
                {member?.account}
                {props.accountExtra}
              </p>
              <CentreBalance label={t(props.balanceKey)} wallet={s.wallet} />
            </div>
          </div>
          <CentreMenu
            label={t("menu")}
            items={menu.items}
            text={t}
            onSelect={props.onSelect}
            icon={(page) => <LineIcon className="mc-menu-icon" d={props.pages[page].icon} />}
            {...(after === undefined ? {} : { after: (item: I) => after(item, t) })}
            navRef={nav}
          />
        </aside>
        <CentrePage
          titleId={props.titleId}
          title={current === undefined ? t("title") : t(current.labelKey)}
          page={menu.page}
          Page={props.pages[menu.page].Page}
          contentRef={content}
        />
      </div>
    </Modal>
  )
}

/**
 * A page picked from the menu starts at its top (the content scrolls on its own), and its menu item stays in view
 * (on narrow screens the menu is a scrolling row). The refs go on the page's section and the menu.
 */
const useCentreScroll = (page: string, ready: boolean) => {
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
function CentreLoading() {
  const common = useT("common")
  return (
    <div className="modal-loading">
      <Progress label={common("loading")} />
    </div>
  )
}

/** The total balance, hidden as `***` when the member hid it, a dash until it is loaded. */
function CentreBalance(props: {
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
function CentreMenu<P extends string, I extends CentreMenuItem<P>>(props: {
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
              className={`menu-link mc-menu-item ${item.active ? "mc-menu-item-active" : ""}`.trim()}
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
function CentrePage(props: {
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
