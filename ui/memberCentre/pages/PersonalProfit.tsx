/** The member centre's personal profit and loss (spec section 2 personalProfit): by product and vendor over the range; the shared record list (ui/records). */
import { RecordList } from "../../records/RecordList.tsx"

/** The page. */
export default function PersonalProfit() {
  return <RecordList kind="profit" titleKey="title_profit" />
}
