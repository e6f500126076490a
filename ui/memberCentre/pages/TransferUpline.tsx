/**
 * Transfer to the upline (spec section 2 `transferUpline`, section 4: agents transfer to downline and upline; shown
 * only to members with an upline to transfer to, core's permissions): the amount, at most the main wallet's balance
 * (checked as it is typed by core's validation/Amount), confirmed by the payment password (set here first when there
 * is none). The call carries an idempotency key kept until the platform answers. The body is the one of every
 * transfer in the agent tree (parts/MemberTransfer).
 */
import { transferToUpline } from "../../actions/money.ts"
import { useT } from "../../i18n/useT.ts"
import { MemberTransfer } from "../parts/MemberTransfer.tsx"
import { PaymentPasswordForm } from "../parts/PaymentPasswordForm.tsx"
import { useMoneyText } from "../parts/useMoneyText.ts"

/** The page. */
export default function TransferUpline() {
  const t = useT("memberCentre")
  const text = useMoneyText()
  return (
    <MemberTransfer
      labels={{
        available: t("transferable"),
        amount: t("amount"),
        password: t("payment_password"),
        submit: t("upline_submit"),
      }}
      send={transferToUpline}
      doneText={(money) => t("upline_done", { amount: money })}
      failureText={text}
      withoutPassword={
        <section className="card mcp-card" aria-labelledby="mcp-set-pay">
          <h4 id="mcp-set-pay">{t("set_payment_password")}</h4>
          <p className="mcp-note">{t("payment_password_needed")}</p>
          <PaymentPasswordForm isSet={false} />
        </section>
      }
      frame={(form) => (
        <section className="card mcp-card" aria-labelledby="mcp-upline">
          <h4 id="mcp-upline">{t("to_upline")}</h4>
          {form}
        </section>
      )}
    />
  )
}
