/**
 * The "not logged in" popup (spec sections 4 and 8: "you are not logged in, please login"), opened by core when a
 * visitor tries something that needs a session: log in, or register when the brand offers it.
 */
import { canRegister } from "../../core/permissions/features.ts"
import { switchModal } from "../actions/modals.ts"
import { Button } from "../components/Button.tsx"
import { LineIcon } from "../components/LineIcon.tsx"
import { Modal } from "../components/Modal.tsx"
import { useT } from "../i18n/useT.ts"
import type { ModalComponentProps } from "./registry.ts"
import "./LoginPopup.css"
import { useCore } from "../state/useCore.ts"

export default function LoginPopup({ onClose }: ModalComponentProps) {
  const t = useT("login")
  const s = useCore()
  return (
    <Modal
      title={t("popup_title")}
      onClose={onClose}
      role="alertdialog"
      footer={
        <>
          {canRegister(s) && (
            <Button variant="secondary" onClick={() => switchModal("loginPopup", "register")}>
              {t("register_now")}
            </Button>
          )}
          <Button variant="primary" onClick={() => switchModal("loginPopup", "login")}>
            {t("submit")}
          </Button>
        </>
      }
    >
      <div className="login-popup">
        <LineIcon d="M7 11V8a5 5 0 0110 0v3M5 11h14v10H5zm7 4v2" size={40} round="cap" />
        <p>{t("not_logged_in")}</p>
      </div>
    </Modal>
  )
}
