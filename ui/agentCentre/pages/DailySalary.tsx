/** The agent centre's daily salary page (spec section 2, shown with flag salary): daily salary contracts and income. */
import { ContractPage } from "../ContractPage.tsx"

/** The page. */
export default function DailySalary() {
  return <ContractPage kind="dailySalary" />
}
