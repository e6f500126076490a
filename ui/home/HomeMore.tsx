/**
 * The home page's blocks below the fold (spec section 2 "Home page: app-download QR tutorial, winner board,
 * advantages, mirror-site speed test", and the slot jackpot): one lazy chunk the home page asks for once the portal is
 * interactive and the visitor comes within 200 px of them (ui/sections/index/Home.tsx), so neither their code nor
 * their data (the jackpot, the winner board) competes with the first view, and a visitor who never scrolls down pays
 * for neither.
 */
import { canRegister } from "../../core/permissions/features.ts"
import { openModal } from "../actions/modals.ts"
import { Button } from "../components/Button.tsx"
import { useT } from "../i18n/useT.ts"
import { useCore } from "../state/useCore.ts"
import { Advantages } from "./Advantages.tsx"
import { AppDownload } from "./AppDownload.tsx"
import { Jackpot } from "./Jackpot.tsx"
import { SpeedTest } from "./SpeedTest.tsx"
import { WinnerBoard } from "./WinnerBoard.tsx"
// Their strings come with this chunk, not with the table of every string file.
import "./homeStrings.ts"

/** The blocks. */
export default function HomeMore() {
  const t = useT("homeMore")
  const s = useCore()
  const loggedIn = s.session.loggedIn
  // Until the blocks' strings arrive their buttons and links would have no names: the place shows busy instead.
  if (!t.ready) return <div className="home-more-loading" aria-busy="true" />
  return (
    <>
      <Jackpot target={s.content.jackpot} />
      <div className="home-panels">
        <WinnerBoard winners={s.content.winners} language={s.language.current} />
        <SpeedTest domains={s.content.domains} />
      </div>

      <AppDownload resources={s.settings.resources} />

      <Advantages>
        {!loggedIn && canRegister(s) && (
          <Button variant="primary" size="lg" onClick={() => openModal("register")}>
            {t("join_now")}
          </Button>
        )}
      </Advantages>
    </>
  )
}
