/**
 * The member centre's contract requests (spec sections 3 and 4 "Contracts": dividend, daily, hourly and real-time
 * salary contracts offered by the upline, then accept, reject or terminate): every kind, in the list the agent
 * centre's contract pages show per kind (ui/records/ContractRequestList.tsx).
 */
import { useT } from "../../i18n/useT.ts"
import { ContractRequestList } from "../../records/ContractRequestList.tsx"
import { CentrePage } from "../parts/CentrePage.tsx"

/** The page. */
export default function ContractRequests() {
  const t = useT("records")
  return (
    <CentrePage title={t("title_contracts")}>
      <ContractRequestList />
    </CentrePage>
  )
}
