/** The agent centre's dividend page (spec section 2, shown with flag enableCt): dividend contracts and income. */
import { ContractPage } from "../ContractPage.tsx"

/** The page. */
export default function Dividend() {
  return <ContractPage kind="dividend" />
}
