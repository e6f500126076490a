/**
 * The help centre page (spec section 2 `/help`, also the user agreement reached from registration; `/helpmc` is the
 * content alone, without header, for app web views): the help topics of the help-centre modal (accounts/HelpTopics:
 * loaded in the interface's language, navigable, their HTML sanitised), opened on the topic the address's hash names
 * (`/help#term` for the user agreement), with a way to customer service beneath on the full page. The topic follows
 * the hash while the page stays open: a navigation to the same page with another hash (the footer's help links), a
 * hash link, back and forward.
 */
import { useLocation } from "wouter"
import { useLocationProperty } from "wouter/use-browser-location"
import { HelpTopics } from "../../accounts/HelpTopics.tsx"
import { openCustomerService } from "../../actions/customerService.ts"
import { Button } from "../../components/Button.tsx"
import { PageHero } from "../../content/PageHero.tsx"
import { useT } from "../../i18n/useT.ts"
import "../../content/content.css"
import "./Help.css"

/** The address's hash ("" on the server). */
const currentHash = (): string => (typeof window === "undefined" ? "" : window.location.hash)

/** The topic tag a hash names, if any. */
const tagOf = (hash: string): string | undefined => {
  let h = hash.replace(/^#/, "")
  try {
    h = decodeURIComponent(h)
  } catch {
    // A malformed escape: the tag as written.
  }
  return h === "" ? undefined : h
}

export default function Help() {
  const t = useT("public")
  const [path] = useLocation()
  // Re-read on every change of the address (pushState, replaceState, popstate, hashchange), not only of the path.
  const hash = useLocationProperty(currentHash, () => "")
  const contentOnly = path === "/helpmc"
  const topics = (
    <div className="card content-panel help-page-topics">
      <HelpTopics initialTag={tagOf(hash)} />
    </div>
  )
  if (contentOnly) {
    return (
      <div className="content-page help-page help-page-bare">
        <h1 className="visually-hidden">{t("help.kicker")}</h1>
        {topics}
      </div>
    )
  }
  return (
    <div className="content-page help-page">
      <PageHero kicker={t("help.kicker")} title={t("help.title")} lead={t("help.lead")} />
      {topics}
      <p className="help-page-contact">
        <Button variant="secondary" onAction={openCustomerService}>
          {t("help.contact")}
        </Button>
      </p>
    </div>
  )
}
