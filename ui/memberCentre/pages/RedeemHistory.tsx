/** The member centre's redeem history (spec section 2; spec section 4 redeem statuses): points mall redemptions, by status; the shared record list (ui/records). */
import { RecordList } from "../../records/RecordList.tsx"

/** The page. */
export default function RedeemHistory() {
  return <RecordList kind="redeem" titleKey="title_redeem" />
}
