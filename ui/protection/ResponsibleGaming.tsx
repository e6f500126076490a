/**
 * The responsible-gaming page (`/responsible-gaming`, one click from every page: the footer and the member centre):
 * the member's limits with what is used and remains in each rolling window and any pending change with the time it
 * takes effect (core's `limitRows`), a form to set or remove each; the reality-check interval; and a cool-off or a
 * self-exclusion confirmed with the password, after a warning that it cannot be shortened (the member is then logged
 * out). A visitor is asked to log in. The rules are core's (core/model/Protection.ts); the platform enforces them.
 */
import { type FormEvent, useId, useState } from "react"
import { parseCents } from "../../core/model/Money.ts"
import { type ExclusionKind, realityCheckChoices } from "../../core/model/Protection.ts"
import { isRealMember } from "../../core/permissions/roles.ts"
import { exclusionChoices, exclusionInForce, type LimitRow, limitRows } from "../../core/projections/protection.ts"
import { useRefusalText } from "../accounts/useRefusalText.ts"
import type { AccountOutcome } from "../actions/accountOutcome.ts"
import { openModal } from "../actions/modals.ts"
import { exclude, loadProtection, setLimit, setRealityCheck } from "../actions/protection.ts"
import { useLoad } from "../app/useLoad.ts"
import { Button } from "../components/Button.tsx"
import { Dialog } from "../components/Dialog.tsx"
import { Field } from "../components/Field.tsx"
import { Skeleton } from "../components/Skeleton.tsx"
import { PageHero } from "../content/PageHero.tsx"
import { amount, clockText } from "../i18n/format.ts"
import type { T } from "../i18n/useT.ts"
import { useT } from "../i18n/useT.ts"
import { useCore } from "../state/useCore.ts"
import { ColumnHeads } from "./ColumnHeads.tsx"
import "../content/content.css"
import "./ResponsibleGaming.css"

/** A limit's figure: an amount, or minutes for the session limit. */
const figure = (t: T, row: LimitRow, v: number | null): string =>
  v === null ? "-" : row.unit === "minutes" ? t("minutes", { count: v }) : amount(v)

const windowOf = (t: T, row: LimitRow) => t(row.period === null ? "period.SESSION" : `period.${row.period}`)

export default function ResponsibleGaming() {
  const t = useT("protection")
  const s = useCore()
  const member = isRealMember(s)
  const { status, retry } = useLoad(loadProtection, [member], { skip: !member })

  const loaded = s.protection.status !== undefined
  return (
    <div className="content-page rg-page">
      <PageHero kicker={t("title")} title={t("title")} lead={t("intro")} />
      {!member ? (
        <section className="card content-panel">
          <p>{t("login_prompt")}</p>
          <Button variant="primary" onClick={() => openModal("loginPopup")}>
            {t("log_in")}
          </Button>
        </section>
      ) : !loaded && status === "failed" ? (
        <section className="card content-panel" role="alert">
          <p>{t("load_failed")}</p>
          <Button onClick={retry}>{t("retry")}</Button>
        </section>
      ) : !loaded ? (
        <section className="card content-panel" aria-busy="true">
          <p className="visually-hidden">{t("loading")}</p>
          <Skeleton height={240} />
        </section>
      ) : (
        <>
          <Exclusion />
          <Limits />
          <RealityCheck />
          <ExclusionForm />
        </>
      )}
    </div>
  )
}

/** The exclusion in force, if any. */
function Exclusion() {
  const t = useT("protection")
  const e = exclusionInForce(useCore())
  if (e === undefined) return null
  return (
    <p className="alert alert-danger" role="status">
      {t("exclusion_in_force", { time: clockText(e.until) })}
    </p>
  )
}

/** The limits table, each row with its form. */
function Limits() {
  const t = useT("protection")
  const rows = limitRows(useCore())
  return (
    <section className="card content-panel" aria-labelledby="rg-limits">
      <h2 id="rg-limits">{t("limits_title")}</h2>
      <p className="rg-note">{t("windows_note")}</p>
      <div className="rg-table-wrap">
        <table className="rg-table">
          <ColumnHeads
            heads={[
              t("col.limit"),
              t("col.window"),
              t("col.amount"),
              t("col.used"),
              t("col.remaining"),
              t("col.pending"),
            ]}
          >
            <th scope="col">
              <span className="visually-hidden">{t("set")}</span>
            </th>
          </ColumnHeads>
          <tbody>
            {rows.map((row) => (
              <LimitRowView key={`${row.kind}-${row.period}`} row={row} />
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}

function LimitRowView({ row }: { readonly row: LimitRow }) {
  const t = useT("protection")
  const refusal = useRefusalText("protection")
  const [value, setValue] = useState("")
  const [outcome, setOutcome] = useState<AccountOutcome | undefined>(undefined)
  const name = `${t(`kind.${row.kind}`)} (${windowOf(t, row)})`
  const parsed =
    row.unit === "minutes" ? (/^\d+$/.test(value.trim()) ? Number(value.trim()) : undefined) : parseCents(value)
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    if (parsed === undefined) return
    const o = await setLimit({ kind: row.kind, period: row.period, amount: parsed })
    setOutcome(o)
    if (o._tag === "Done") setValue("")
  }
  const remove = async () => setOutcome(await setLimit({ kind: row.kind, period: row.period, amount: null }))
  const pending = row.pending
  return (
    <tr data-limit={`${row.kind}-${row.period ?? "SESSION"}`}>
      <th scope="row">{t(`kind.${row.kind}`)}</th>
      <td>{windowOf(t, row)}</td>
      <td>{row.amount === null ? t("none") : figure(t, row, row.amount)}</td>
      <td>{figure(t, row, row.used)}</td>
      <td>{figure(t, row, row.remaining)}</td>
      <td>
        {pending === null
          ? "-"
          : pending.amount === null
            ? t("pending_remove", { time: clockText(pending.effectiveAt) })
            : t("pending_to", { amount: figure(t, row, pending.amount), time: clockText(pending.effectiveAt) })}
      </td>
      <td>
        <form className="rg-limit-form" onSubmit={(e) => void submit(e)}>
          <Field
            label={t("new_limit", { limit: name })}
            hideLabel
            inputMode={row.unit === "minutes" ? "numeric" : "decimal"}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            message={refusal(outcome)}
          />
          <Button type="submit" size="sm" variant="primary" disabled={parsed === undefined}>
            {t("set")}
          </Button>
          {row.amount !== null && (
            <Button type="button" size="sm" variant="ghost" onAction={remove} aria-label={`${t("remove")}: ${name}`}>
              {t("remove")}
            </Button>
          )}
        </form>
      </td>
    </tr>
  )
}

/** The reality-check interval. */
function RealityCheck() {
  const t = useT("protection")
  const refusal = useRefusalText("protection")
  const s = useCore()
  const current = s.protection.status?.realityCheckMinutes ?? null
  const [choice, setChoice] = useState<string>(String(current ?? "off"))
  const [outcome, setOutcome] = useState<AccountOutcome | undefined>(undefined)
  const id = useId()
  const save = async () => setOutcome(await setRealityCheck(choice === "off" ? null : Number(choice)))
  return (
    <section className="card content-panel" aria-labelledby="rg-reality">
      <h2 id="rg-reality">{t("reality_title")}</h2>
      <p>{t("reality_intro")}</p>
      <div className="rg-inline">
        <label htmlFor={id}>{t("reality_label")}</label>
        <select id={id} value={choice} onChange={(e) => setChoice(e.target.value)}>
          <option value="off">{t("reality_off")}</option>
          {realityCheckChoices.map((m) => (
            <option key={m} value={String(m)}>
              {t("reality_every", { count: m })}
            </option>
          ))}
        </select>
        <Button variant="primary" onAction={save}>
          {t("save")}
        </Button>
      </div>
      {outcome?._tag === "Done" ? (
        <p className="alert alert-success" role="status">
          {t("reality_saved")}
        </p>
      ) : (
        refusal(outcome) !== undefined && (
          <p className="form-error" role="alert">
            {refusal(outcome)}
          </p>
        )
      )}
    </section>
  )
}

/** Cool-off and self-exclusion, confirmed with the password after a warning. */
function ExclusionForm() {
  const t = useT("protection")
  const refusal = useRefusalText("protection")
  const [kind, setKind] = useState<ExclusionKind>("COOL_OFF")
  const [days, setDays] = useState<number>(exclusionChoices.COOL_OFF[0] ?? 1)
  const [password, setPassword] = useState("")
  const [confirming, setConfirming] = useState(false)
  const [outcome, setOutcome] = useState<AccountOutcome | undefined>(undefined)
  const kindId = useId()
  const daysId = useId()
  const choose = (k: ExclusionKind) => {
    setKind(k)
    setDays(exclusionChoices[k][0] ?? 1)
  }
  const confirm = async () => {
    const o = await exclude({ kind, days, password })
    setConfirming(false)
    setOutcome(o)
  }
  return (
    <section className="card content-panel rg-exclusion" aria-labelledby="rg-exclusion">
      <h2 id="rg-exclusion">{t("exclusion_title")}</h2>
      <p className="alert alert-danger" role="note">
        {t("exclusion_warning")}
      </p>
      <form
        className="form-column rg-exclusion-form"
        onSubmit={(e) => {
          e.preventDefault()
          if (password !== "") setConfirming(true)
        }}
      >
        <div className="rg-inline">
          <label htmlFor={kindId}>{t("kind_label")}</label>
          <select id={kindId} value={kind} onChange={(e) => choose(e.target.value as ExclusionKind)}>
            <option value="COOL_OFF">{t("cool_off")}</option>
            <option value="SELF_EXCLUSION">{t("self_exclusion")}</option>
          </select>
          <label htmlFor={daysId}>{t("length_label")}</label>
          <select id={daysId} value={String(days)} onChange={(e) => setDays(Number(e.target.value))}>
            {exclusionChoices[kind].map((d) => (
              <option key={d} value={String(d)}>
                {t(`days.${d}`)}
              </option>
            ))}
          </select>
        </div>
        <Field
          label={t("password_label")}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          message={refusal(outcome)}
        />
        <Button type="submit" variant="danger" disabled={password === ""}>
          {t("exclude_button")}
        </Button>
      </form>
      {confirming && (
        <Dialog
          title={t("confirm_title")}
          message={`${t(kind === "COOL_OFF" ? "cool_off" : "self_exclusion")}: ${t(`days.${days}`)}. ${t("confirm_text")}`}
          variant="confirm"
          // A cool-off is a pause, not an exclusion: its confirmation says so.
          confirmLabel={t(kind === "COOL_OFF" ? "confirm_button_cool_off" : "confirm_button")}
          cancelLabel={t("cancel")}
          onConfirm={confirm}
          onCancel={() => setConfirming(false)}
        />
      )}
    </section>
  )
}
