/**
 * Renders the open modals of core's modals slice (spec section 2 "Modals"), topmost last, each from its lazy chunk;
 * a thin progress bar shows while a modal's chunk loads. Closing goes back to core as `ModalClosed`. The member and
 * agent centres are not modals of this list: they have their own slices and screens (another issue).
 */
import { Suspense } from "react"
import { closeModal } from "../actions/modals.ts"
import { Progress } from "../components/Progress.tsx"
import { useT } from "../i18n/useT.ts"
import { useCore } from "../state/useCore.ts"
import { componentOf } from "./registry.ts"

/** The host. */
export function ModalHost() {
  const { modals } = useCore()
  const t = useT("common")
  return (
    <>
      {modals.open
        .filter((name) => name !== "dialog" && name !== "memberCentre" && name !== "agentCentre")
        .map((name) => {
          const Component = componentOf(name)
          return (
            <Suspense
              key={name}
              fallback={
                <div className="modal-loading">
                  <Progress label={t("loading")} />
                </div>
              }
            >
              <Component onClose={() => closeModal(name)} />
            </Suspense>
          )
        })}
    </>
  )
}
