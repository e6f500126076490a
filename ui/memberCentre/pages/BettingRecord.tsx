/** The member centre's betting record (spec section 2 personalHistoryCopy): every round played, by game type, vendor and result; the shared record list (ui/records). */
import { RecordList } from "../../records/RecordList.tsx"

/** The page. */
export default function BettingRecord() {
  return <RecordList kind="betting" titleKey="title_betting" />
}
