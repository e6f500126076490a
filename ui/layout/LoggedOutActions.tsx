/**
 * The header's buttons for a visitor (spec section 2): log in; register only when DIRECTREG3 is on; the demo (free
 * play) when it is on. Before the settings arrive, the optional buttons wait as skeletons.
 */
import { canRegister, canUseFreePlay } from "../../core/permissions/features.ts"
import { openModal } from "../actions/modals.ts"
import { Button } from "../components/Button.tsx"
import { Skeleton } from "../components/Skeleton.tsx"
import { useT } from "../i18n/useT.ts"
import { useCore } from "../state/useCore.ts"

/** The demo: the session's actions are a chunk of their own, loaded on the click (the first view's byte budget). */
const startFreePlay = (): Promise<void> => import("../actions/session.ts").then((m) => m.startFreePlay())

/** The visitor's buttons. */
export function LoggedOutActions() {
  const t = useT("layout")
  const s = useCore()
  if (!t.ready) return <Skeleton width={180} height={32} round />
  return (
    <div className="auth-actions">
      <Button variant="secondary" size="sm" onClick={() => openModal("login")}>
        {t("login")}
      </Button>
      {s.settings.loaded ? (
        <>
          {canRegister(s) && (
            <Button variant="primary" size="sm" onClick={() => openModal("register")}>
              {t("register")}
            </Button>
          )}
          {canUseFreePlay(s) && (
            <Button variant="ghost" size="sm" className="auth-demo" onAction={startFreePlay}>
              {t("demo")}
            </Button>
          )}
        </>
      ) : (
        <Skeleton width={84} height={30} round />
      )}
    </div>
  )
}
