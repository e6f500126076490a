/**
 * The dialing-code choice beside a mobile number (spec section 3 "Country: countryCode, countryDialingCode"): a
 * native, labelled select of the brand's countries (loaded once, on first need), shown as "+63 PH". A native select
 * is keyboard- and screen-reader-friendly on every device and closes by itself (spec section 9's 200 ms blur delay
 * belongs to a custom dropdown). The countries load when a form needing them first shows. With no countries known, nothing shows and no code is sent: the platform's default
 * applies.
 */
import { useEffect, useId, useState } from "react"
import { dialingCodeOf } from "../../core/model/Country.ts"
import { loadCountries } from "../actions/countries.ts"
import { useT } from "../i18n/useT.ts"
import "./DialingCode.css"
import { useCore } from "../state/useCore.ts"

/** The chosen dialing code (digits, no "+"): the person's pick, else `preferred`, else the first country's. */
export function useDialingCode(preferred?: string | undefined): readonly [string | undefined, (code: string) => void] {
  const { settings } = useCore()
  const [picked, setPicked] = useState<string | undefined>(undefined)
  const none = settings.countries.length === 0
  // Asked once per form that needs them; the answer stays in state for the next one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the form first shows.
  useEffect(() => {
    if (none) void loadCountries()
  }, [])
  const codes = settings.countries.map(dialingCodeOf)
  const fallback = preferred !== undefined && codes.includes(preferred) ? preferred : codes[0]
  return [picked ?? fallback ?? preferred, setPicked] as const
}

/** The select, to put before a mobile number's input. */
export function DialingCodeSelect({
  value,
  onChange,
}: {
  readonly value: string | undefined
  readonly onChange: (code: string) => void
}) {
  const t = useT("register")
  const id = useId()
  const { settings } = useCore()
  if (settings.countries.length === 0)
    return value === undefined ? null : <span className="field-prefix">+{value}</span>
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {t("country_code")}
      </label>
      <select id={id} className="dialing-code" value={value} onChange={(e) => onChange(e.target.value)}>
        {settings.countries.map((c) => {
          const code = dialingCodeOf(c)
          return (
            <option key={`${c.countryCode}-${code}`} value={code}>
              +{code} {c.countryCode}
            </option>
          )
        })}
      </select>
    </>
  )
}
