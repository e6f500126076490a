/**
 * The seamless page (spec section 2 `/seamless`, header only): the seamless wallet — one main balance that every game
 * plays from, without transfers. A member sees the balance (core's logged-in bar projection: hidden as `***` when the
 * member hid it) with a refresh, and whether the brand's wallet mode is single (`GCS_merchantWallet` `isSingle`); a
 * visitor is offered to log in. A link leads to the games. A GPI game starts in this route (spec section 4): once a
 * launch targets /seamless, the page is the game's stage (loader, frame, failure with retry).
 */
import { useEffect, useState } from "react"
import { isRealMember } from "../../../core/permissions/roles.ts"
import { loggedInBar } from "../../../core/projections/loggedInBar.ts"
import { refreshBalance } from "../../actions/balance.ts"
import { openModal } from "../../actions/modals.ts"
import { loadWallets } from "../../actions/wallet.ts"
import { NavLink } from "../../app/NavLink.tsx"
import { Button } from "../../components/Button.tsx"
import { PageHero } from "../../content/PageHero.tsx"
import { StepsPanel } from "../../content/StepsPanel.tsx"
import { GameStage } from "../../games/GameStage.tsx"
import { useT } from "../../i18n/useT.ts"
import "../../content/content.css"
import "./Seamless.css"
import { useCore } from "../../state/useCore.ts"

export default function Seamless() {
  const t = useT("public")
  const s = useCore()
  const member = isRealMember(s)
  const bar = loggedInBar(s)
  const status = s.launch.status
  const here = (status._tag === "Loading" || status._tag === "Launched") && status.path === "/seamless"
  const [staged, setStaged] = useState(here)
  useEffect(() => {
    if (here) setStaged(true)
  }, [here])

  useEffect(() => {
    if (member) void loadWallets()
  }, [member])

  if (here || staged) return <GameStage path="/seamless" />

  return (
    <div className="content-page">
      <PageHero kicker={t("seamless.kicker")} title={t("seamless.title")} lead={t("seamless.lead")} />
      <div className="seamless-grid">
        <section className="card content-panel seamless-balance" aria-labelledby="seamless-balance">
          <h2 id="seamless-balance">{t("seamless.balance")}</h2>
          {bar.visible ? (
            <>
              <p className="accent-figure seamless-figure">
                <span>{bar.currencySymbol}</span> {bar.balanceText}
              </p>
              {s.wallet.singleWallet !== undefined && (
                <p className="promo-note">{t(s.wallet.singleWallet ? "seamless.single" : "seamless.transfer")}</p>
              )}
              <Button variant="secondary" busy={bar.refreshing} onAction={refreshBalance}>
                {t("seamless.refresh")}
              </Button>
            </>
          ) : (
            <Button variant="primary" onClick={() => openModal("login")}>
              {t("seamless.login")}
            </Button>
          )}
        </section>
        <StepsPanel
          id="seamless-how"
          title={t("seamless.how")}
          count={3}
          step={(n) => t(`seamless.point.${n}`)}
          listClassName="seamless-steps"
        >
          <NavLink className="btn btn-primary btn-md seamless-play" href="/rng">
            {t("seamless.play")}
          </NavLink>
        </StepsPanel>
      </div>
    </div>
  )
}
