/** The agent centre's hourly salary page (spec section 2, shown with flag hourSalary): hourly contracts and income. */
import { ContractPage } from "../ContractPage.tsx"

/** The page. */
export default function HourlySalary() {
  return <ContractPage kind="hourSalary" />
}
