/**
 * The member centre's contract requests (spec sections 3 and 4 "Contracts": dividend, daily, hourly and real-time
 * salary contracts offered by the upline, then accept, reject or terminate): every kind, in the list the agent
 * centre's contract pages show per kind (ui/records/ContractRequestList.tsx).
 */
import { useId } from "react"
import { useT } from "../../i18n/useT.ts"
import { ContractRequestList } from "../../records/ContractRequestList.tsx"

/** The page. */
export default function ContractRequests() {
  const t = useT("records")
  const id = useId()
  return (
    <section className="rp-page" aria-labelledby={`${id}-title`}>
      <header className="row-spread rp-head">
        <h2 id={`${id}-title`} className="visually-hidden">
          {t("title_contracts")}
        </h2>
      </header>
      <ContractRequestList />
    </section>
  )
}
