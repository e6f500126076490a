/** What a member-only list shows a visitor (spec section 6: member actions prompt the login): a line and a login button. */
import { openModal } from "../actions/modals.ts"
import { Button } from "../components/Button.tsx"
import { useT } from "../i18n/useT.ts"

export interface LoginPromptProps {
  /** Why a login is needed ("Log in to see your favourites"). */
  readonly message: string
}

/** The prompt. */
export function LoginPrompt({ message }: LoginPromptProps) {
  const t = useT("games")
  return (
    <div className="empty-box empty-stack lobby-login">
      <p>{message}</p>
      <Button variant="primary" onClick={() => openModal("login")}>
        {t("log_in")}
      </Button>
    </div>
  )
}
