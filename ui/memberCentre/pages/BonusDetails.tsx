/** The member centre's bonus details (spec section 2 bonusDetails): bonuses, raffle prizes and mission rewards paid, by type; the shared record list (ui/records). */
import { RecordList } from "../../records/RecordList.tsx"

/** The page. */
export default function BonusDetails() {
  return <RecordList kind="bonus" titleKey="title_bonus" />
}
