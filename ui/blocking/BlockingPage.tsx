/**
 * The pages that replace the whole portal (spec sections 2 and 4): under maintenance (status 1, which wins) the
 * System Maintenance page; in a restricted region (status 2) the IP Restriction page with the visitor's IP address
 * and country. Both carry RESTRICTION OF VISIT and a Contact Us button opening customer service, and the language
 * selector, so the message can be read in the visitor's language.
 */
import { openCustomerService } from "../actions/customerService.ts"
import { Button } from "../components/Button.tsx"
import { Skeleton } from "../components/Skeleton.tsx"
import { useT } from "../i18n/useT.ts"
import { LanguageSelect } from "../layout/LanguageSelect.tsx"
import "./BlockingPage.css"
import { useCore } from "../state/useCore.ts"

export interface BlockingPageProps {
  /** 1 maintenance, 2 regional restriction. */
  readonly status: 1 | 2
}

export default function BlockingPage({ status }: BlockingPageProps) {
  const t = useT("blocking")
  const { system } = useCore()
  const maintenance = status === 1
  return (
    <div className="blocking">
      <div className="blocking-lang">
        <LanguageSelect />
      </div>
      <main className="blocking-card" aria-labelledby="blocking-title">
        <img className="blocking-logo" src="/favicon.svg" alt="" width="56" height="56" />
        <p className="blocking-kicker">{t("restriction_of_visit")}</p>
        <h1 id="blocking-title">{maintenance ? t("maintenance_title") : t("ip_title")}</h1>
        {!t.ready ? (
          <Skeleton height={48} />
        ) : maintenance ? (
          <p className="blocking-text">{t("maintenance_text")}</p>
        ) : (
          <dl className="blocking-ip">
            <dt>{t("your_ip")}</dt>
            <dd>
              <span>{system.ip ?? "-"}</span>
              {system.country !== undefined && <span className="blocking-country">{system.country}</span>}
            </dd>
          </dl>
        )}
        {!maintenance && <p className="blocking-text">{t("ip_text")}</p>}
        <Button variant="primary" size="lg" onClick={() => void openCustomerService()}>
          {t("contact_us")}
        </Button>
      </main>
    </div>
  )
}
