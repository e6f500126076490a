/**
 * The transfer to a downline (spec section 4: "Agents can transfer to downline and upline"), opened from a row of the
 * team management list: a small dialog over the agent centre with what the agent may transfer (the main wallet's
 * balance, core's `transferable`), the amount (checked as it is typed by core's validation/Amount: format, above zero,
 * not above that balance), the payment password (the member centre sets it; the dialog says so when there is none),
 * and the submit button with its progress. One submission at a time; core keeps the idempotency key of the transfer
 * until the platform answers, so a retry after a dropped link never moves the money twice. After the transfer core
 * refreshes the balance and the list reloads (ui/actions/agentDownlines.ts). The body is the one of every transfer in
 * the agent tree (memberCentre/parts/MemberTransfer).
 */
import { useRefusalText } from "../accounts/useRefusalText.ts"
import { transferToDownline } from "../actions/agentDownlines.ts"
import { Modal } from "../components/Modal.tsx"
import { useT } from "../i18n/useT.ts"
import { MemberTransfer } from "../memberCentre/parts/MemberTransfer.tsx"

export interface DownlineTransferProps {
  /** The downline's account. */
  readonly downline: string
  readonly onClose: () => void
}

/** The dialog. */
export function DownlineTransfer({ downline, onClose }: DownlineTransferProps) {
  const t = useT("agentCentre")
  const refusal = useRefusalText("agentCentre")
  return (
    <Modal title={t("transfer_to", { account: downline })} onClose={onClose} width={420} className="ac-transfer">
      <MemberTransfer
        labels={{
          available: t("transfer_available"),
          amount: t("transfer_amount"),
          password: t("transfer_payment_password"),
          submit: t("transfer_submit"),
        }}
        send={(form) => transferToDownline({ downline, ...form })}
        doneText={(money) => t("transfer_done", { amount: money, account: downline })}
        failureText={(o) => (o?._tag === "Network" ? `${refusal(o)} ${t("transfer_retry_safe")}` : refusal(o))}
        withoutPassword={
          <p className="mcp-note" role="status">
            {t("transfer_payment_password_needed")}
          </p>
        }
      />
    </Modal>
  )
}
