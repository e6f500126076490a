/**
 * The agent centre's real-time salary page (spec sections 1 and 2, shown with flag realTimeSalary): real-time salary
 * contracts, settled every 5 minutes, and their income.
 */
import { ContractPage } from "../ContractPage.tsx"

/** The page. */
export default function RealTimeSalary() {
  return <ContractPage kind="realTimeSalary" />
}
