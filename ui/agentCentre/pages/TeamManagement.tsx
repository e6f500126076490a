/**
 * The agent centre's team management (spec section 2 downlineManagmentView): the agent's downlines with type, balance,
 * team size, registration and last login, searched by account; the shared agent report list. Each row offers the
 * transfer to that downline (spec section 4: "Agents can transfer to downline"), a small dialog (DownlineTransfer). A
 * downline in cool-off or self-exclusion is marked "Excluded" (player protection: that it is, never why).
 */
import { useState } from "react"
import type { AgentRow } from "../../../core/projections/agentReportColumns.ts"
import { Button } from "../../components/Button.tsx"
import { useT } from "../../i18n/useT.ts"
import { AgentReportList } from "../AgentReportList.tsx"
import { DownlineTransfer } from "../DownlineTransfer.tsx"

/** The page. */
export default function TeamManagement() {
  const t = useT("agentCentre")
  const tp = useT("protection")
  const [transferTo, setTransferTo] = useState<string | undefined>(undefined)
  const action = (row: AgentRow) =>
    !("account" in row) ? null : (
      <>
        {"excluded" in row && row.excluded === true && (
          <span className="content-badge" data-tone="off">
            {tp("excluded_badge")}
          </span>
        )}
        <Button
          variant="secondary"
          size="sm"
          aria-label={t("transfer_to", { account: row.account })}
          onClick={() => setTransferTo(row.account)}
        >
          {t("transfer")}
        </Button>
      </>
    )
  return (
    <>
      <AgentReportList kind="downlines" rowAction={action} />
      {transferTo !== undefined && <DownlineTransfer downline={transferTo} onClose={() => setTransferTo(undefined)} />}
    </>
  )
}
