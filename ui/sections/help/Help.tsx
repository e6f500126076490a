/**
 * The help centre page (spec section 2 `/help`, also the user agreement reached from registration; `/helpmc` is the
 * content alone, without header, for app web views): the help topics of the help-centre modal (accounts/HelpTopics:
 * loaded in the interface's language, navigable, their HTML sanitised), opened on the topic the address's hash names
 * (`/help#term` for the user agreement), with a way to customer service beneath on the full page.
 */
import { useLocation } from "wouter"
import { HelpTopics } from "../../accounts/HelpTopics.tsx"
import { openCustomerService } from "../../actions/customerService.ts"
import { Button } from "../../components/Button.tsx"
import { PageHero } from "../../content/PageHero.tsx"
import { useT } from "../../i18n/useT.ts"
import "../../content/content.css"
import "./Help.css"

/** The topic tag the hash names, if any. */
const hashTag = (): string | undefined => {
  const h = typeof window === "undefined" ? "" : decodeURIComponent(window.location.hash.replace(/^#/, ""))
  return h === "" ? undefined : h
}

export default function Help() {
  const t = useT("public")
  const [path] = useLocation()
  const contentOnly = path === "/helpmc"
  const topics = (
    <div className="content-panel help-page-topics">
      <HelpTopics initialTag={hashTag()} />
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
