/** The member centre's account record (spec section 2 transactionHistory): every movement of the member's wallets, by type; the shared record list (ui/records). */
import { RecordList } from "../../records/RecordList.tsx"

/** The page. */
export default function AccountRecord() {
  return <RecordList kind="account" titleKey="title_account" />
}
