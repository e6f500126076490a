/**
 * The member's answer on a paid withdrawal (spec section 4 "Withdrawal confirmation"): received; not
 * received, with a proof image (png or jpg within 5 MB, checked by core's image rule before anything is sent); or
 * forced receipt once the timeout has passed ("auto-received after {0} minutes", spec section 9; the matched deposit
 * is then not refunded). Core refuses what the rules refuse; the buttons show only what may be done now.
 */
import { useState } from "react"
import { canForce, confirmationDeadline, type Withdrawal } from "../../../core/model/Withdrawal.ts"
import { imagesProblem } from "../../../core/validation/ActivityApplication.ts"
import type { ConfirmForm, ProofImage } from "../../../core/workflows/confirmWithdrawal.ts"
import { FormAlert } from "../../accounts/FormAlert.tsx"
import { confirmWithdrawal } from "../../actions/money.ts"
import type { MoneyOutcome } from "../../actions/moneyOutcome.ts"
import { Button } from "../../components/Button.tsx"
import { useProblemText } from "../../forms/useProblemText.ts"
import { amount, clockText } from "../../i18n/format.ts"
import { useT } from "../../i18n/useT.ts"
import { useCore } from "../../state/useCore.ts"
import { useMoneyText } from "./useMoneyText.ts"

/** Reads a chosen file as a proof image (its base64 text without the data-URL prefix). */
const readProof = (file: File): Promise<ProofImage> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => {
      const url = typeof reader.result === "string" ? reader.result : ""
      resolve({ name: file.name, type: file.type, size: file.size, base64: url.slice(url.indexOf(",") + 1) })
    }
    reader.onerror = () => reject(reader.error)
    reader.readAsDataURL(file)
  })

/** The answer card of one paid withdrawal. */
export function ConfirmReceipt({ withdrawal }: { readonly withdrawal: Withdrawal }) {
  const t = useT("memberCentre")
  const problemText = useProblemText()
  const text = useMoneyText()
  const s = useCore()
  const minutes = s.funds.withdrawalInfo?.autoConfirmMinutes ?? undefined
  const now = s.clock.now
  const deadline = confirmationDeadline(withdrawal, minutes)
  const forceable = canForce(withdrawal, minutes, now)
  // Once the timeout has passed the withdrawal counts as received (the platform's sweep records it): nothing waits.
  const passed = deadline !== undefined && now >= deadline
  const [proofOpen, setProofOpen] = useState(false)
  const [file, setFile] = useState<File | undefined>(undefined)
  const [fileMessage, setFileMessage] = useState<string | undefined>(undefined)
  const [outcome, setOutcome] = useState<MoneyOutcome<unknown> | undefined>(undefined)
  // Every answer the member gives (received, not received with a proof, forced) goes the same way.
  const answer = async (result: ConfirmForm["result"], proof?: ProofImage) =>
    setOutcome(await confirmWithdrawal({ withdrawalId: withdrawal.id, result, ...(proof && { proof }) }))
  const sym = s.wallet.currencySymbol

  const pick = (f: File | undefined) => {
    setFile(f)
    if (f === undefined) {
      setFileMessage(undefined)
      return
    }
    setFileMessage(problemText(imagesProblem([{ name: f.name, type: f.type, size: f.size }])))
  }

  return (
    <li className="mcp-order">
      <div className="mcp-order-main">
        <span className="mcp-order-amount">
          {sym} {amount(withdrawal.amount)}
        </span>
        <span className="mcp-order-sub">
          {withdrawal.bankName ?? "—"} {withdrawal.accountNumber ?? ""} · #{withdrawal.id}
        </span>
        {minutes != null &&
          (passed ? (
            <span className="mcp-order-sub">{t("auto_received_since", { time: clockText(deadline) })}</span>
          ) : (
            <span className="mcp-order-sub">
              {t("auto_received", { minutes })}
              {deadline !== undefined && ` · ${clockText(deadline)}`}
            </span>
          ))}
      </div>
      <div className="mcp-order-side">
        <span className="mcp-status mcp-status-awaiting">{t(passed ? "status_auto_received" : "status_awaiting")}</span>
      </div>
      <div className="mcp-order-actions">
        <Button variant="primary" size="sm" onAction={() => answer("RECEIVED")}>
          {t("received")}
        </Button>
        <Button variant="secondary" size="sm" aria-expanded={proofOpen} onClick={() => setProofOpen((o) => !o)}>
          {t("not_received")}
        </Button>
        {forceable && (
          <Button variant="ghost" size="sm" onAction={() => answer("FORCED")}>
            {t("force_receipt")}
          </Button>
        )}
      </div>
      {proofOpen && (
        <div className="mcp-order-actions mcp-form">
          <label className="mcp-file">
            <span className="field-label">{t("proof_image")}</span>
            <input
              type="file"
              accept="image/png,image/jpeg"
              aria-invalid={fileMessage !== undefined || undefined}
              onChange={(e) => pick(e.target.files?.[0])}
            />
            <span className={fileMessage === undefined ? "field-hint" : "field-message"} aria-live="polite">
              {fileMessage ?? t("proof_hint")}
            </span>
          </label>
          <Button
            variant="danger"
            size="sm"
            disabled={file === undefined || fileMessage !== undefined}
            onAction={async () => {
              if (file === undefined) return
              await answer("NOT_RECEIVED", await readProof(file))
            }}
          >
            {t("send_proof")}
          </Button>
        </div>
      )}
      <div className="mcp-order-actions">
        <FormAlert text={text(outcome)} />
      </div>
    </li>
  )
}
