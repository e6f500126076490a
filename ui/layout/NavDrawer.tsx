/**
 * The navigation drawer of narrow screens (phones and tablets, where the side menu is hidden): every place of the side
 * menu (the game categories, promotions, VIP, the points mall, app download, help, join us) in a panel from the left,
 * opened by the header's menu button. It is a modal dialog (components/Modal.tsx: focus kept inside, Escape and the
 * cover close it, the focus goes back to the button); following a link closes it.
 */
import { Modal } from "../components/Modal.tsx"
import { useT } from "../i18n/useT.ts"
import { SideMenuNav } from "./SideMenu.tsx"
import "./NavDrawer.css"

/** The drawer. */
export default function NavDrawer({ onClose }: { readonly onClose: () => void }) {
  const t = useT("layout")
  return (
    <Modal title={t("menu")} onClose={onClose} className="nav-drawer">
      <SideMenuNav label={t("side_menu")} onNavigate={onClose} />
    </Modal>
  )
}
