/**
 * Personal data in a fixture (DESIGN.md, `har`: a sanitised session is shared and committed): emails, phones, id
 * numbers, real names, bank accounts, addresses and birthdays are replaced by pseudonyms. A pseudonym is numbered in
 * the order its value was first met in the file, never derived from the value (a hash of a phone number is undone by
 * trying every number), and the same value gets the same pseudonym everywhere in the file: a request and the answer
 * that echoes it still agree, so a replay matches. A pseudonym keeps the value's shape (digits stay digits, a date
 * stays a date) and is recognised as one, so a fixture imported again is unchanged.
 */

/** The kinds of personal data a fixture holds only as pseudonyms. */
export type PersonalKind = "email" | "phone" | "idNumber" | "realName" | "bankAccount" | "address" | "birthday"

const letters = (name: string) => name.replace(/[^A-Za-z]/g, "").toLowerCase()

/** Field names by kind, matched on their letters, case-insensitive (`real_name`, `realName`, `REALNAME`). */
const kinds: ReadonlyArray<readonly [PersonalKind, RegExp]> = [
  ["email", /^(e?mail|.*email|.*emailaddress|mailaddress)$/],
  ["phone", /(mobile|mobileno|mobilenum|mobilenumber|phone|phoneno|phonenum|phonenumber|^tel|telephone|telno)$/],
  [
    "bankAccount",
    /(bankaccount|bankaccountno|bankaccountnumber|accountno|accountnumber|bankno|cardno|cardnumber|bankcard|bankcardno|iban)$/,
  ],
  [
    "idNumber",
    /^(id(number|no|card|cardno|cardnumber)|nationalid|nationalidnumber|identity(card|no|number)|passport(no|number)?|ssn|taxid|taxnumber)$/,
  ],
  [
    "realName",
    /^(real|full|first|last|middle|given|family|legal|sur|payer|payee|holder|receiver|recipient|beneficiary|accountholder|cardholder|bankaccount|bankaccountholder)name$|^(surname|accountholder|cardholder)$/,
  ],
  [
    "address",
    /^(address|home|street|postal|mailing|residential|residence|billing|contact|living)(address)?$|^addressline[a-z]*$|^(postcode|postalcode|zipcode)$/,
  ],
  ["birthday", /^(birthday|birthdate|dateofbirth|dob|birth)$/],
]

/** The kind of personal data a field of this name holds, if it holds any. */
export const personalKind = (name: string): PersonalKind | undefined => {
  const l = letters(name)
  if (l === "home" || l === "street" || l === "postal" || l === "contact" || l === "billing") return undefined
  return kinds.find(([, pattern]) => pattern.test(l))?.[0]
}

/** Fewer digits than this are not a personal number (a country code, an extension, an already masked `****4567`). */
const minDigits = 5

/** The 1st of January 2000, UTC: pseudonymous birthdays count days from it (an adult's, whatever the year now). */
const birthdayEpochMs = 946_684_800_000
const dayMs = 86_400_000

const pseudonymShapes: Record<PersonalKind, (value: string) => boolean> = {
  email: (v) => /^person\d+@example\.invalid$/.test(v),
  realName: (v) => /^Person \d+$/.test(v),
  address: (v) => /^\d+ Example Street$/.test(v),
  birthday: (v) =>
    /^2000-0[1-9]-\d\d/.test(v) ||
    (/^\d+$/.test(v) && Number(v) >= birthdayEpochMs && Number(v) < birthdayEpochMs + 10_000 * dayMs),
  phone: (v) => isNumberPseudonym(v),
  idNumber: (v) => isNumberPseudonym(v),
  bankAccount: (v) => isNumberPseudonym(v),
}

/** A number's pseudonym: its letters `X`, its digits the pseudonym's number padded with zeros (`0000-0000-0012`). */
const isNumberPseudonym = (v: string): boolean => {
  const digits = v.replace(/[^0-9]/g, "")
  return digits.length < minDigits || (/^0+[1-9]?\d{0,3}$/.test(digits) && !/[A-WYZa-z]/.test(v))
}

const numbered = (value: string, n: number): string => {
  const digits = value.replace(/[^0-9]/g, "").length
  const text = String(n).padStart(digits, "0").slice(-digits)
  let at = 0
  return value.replace(/[0-9]/g, () => text[at++] ?? "0").replace(/[A-Za-z]/g, "X")
}

const pad2 = (n: number) => String(n).padStart(2, "0")

const makeOf: Record<PersonalKind, (value: string, n: number) => string> = {
  email: (_, n) => `person${n}@example.invalid`,
  realName: (_, n) => `Person ${n}`,
  address: (_, n) => `${n} Example Street`,
  birthday: (value, n) => {
    const day = new Date(birthdayEpochMs + (n - 1) * dayMs)
    const date = `${day.getUTCFullYear()}-${pad2(day.getUTCMonth() + 1)}-${pad2(day.getUTCDate())}`
    if (/^\d{4}-\d\d-\d\d/.test(value)) return date + value.slice(10)
    if (/^\d+$/.test(value)) return String(day.getTime())
    return date
  },
  phone: numbered,
  idNumber: numbered,
  bankAccount: numbered,
}

/** The pseudonyms of one file: each value's, numbered per kind in the order first met. */
export interface Pseudonyms {
  /** The pseudonym of `value` as a `kind`; a value that already is one (or is empty) is its own. */
  readonly of: (kind: PersonalKind, value: string) => string
  /** Every value replaced so far, with its pseudonym. */
  readonly replaced: () => ReadonlyArray<readonly [string, string]>
}

export const makePseudonyms = (): Pseudonyms => {
  const byValue = new Map<string, string>()
  const counts = new Map<PersonalKind, number>()
  const pairs: Array<readonly [string, string]> = []
  return {
    of: (kind, value) => {
      if (value.trim() === "" || pseudonymShapes[kind](value)) return value
      const key = `${kind}\u0000${value}`
      const known = byValue.get(key)
      if (known !== undefined) return known
      const n = (counts.get(kind) ?? 0) + 1
      counts.set(kind, n)
      const pseudonym = makeOf[kind](value, n)
      byValue.set(key, pseudonym)
      pairs.push([value, pseudonym])
      return pseudonym
    },
    replaced: () => pairs,
  }
}

/** Shortest personal value replaced where it appears in free text (a message, a URL): shorter would hit innocent text. */
export const minTextLength = 6

/**
 * A text with every personal value met so far (of `minTextLength` or more) replaced by its pseudonym wherever it
 * stands as a whole (not inside a longer word or number), as is, JSON-escaped or URL-encoded.
 */
export const pseudonymiseText = (text: string, pseudonyms: Pseudonyms): string => {
  let out = text
  for (const [value, pseudonym] of pseudonyms.replaced()) {
    if (value.length < minTextLength) continue
    for (const [from, to] of forms(value, pseudonym)) {
      if (!out.includes(from)) continue
      const escaped = from.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
      out = out.replace(new RegExp(`(?<![A-Za-z0-9])${escaped}(?![A-Za-z0-9])`, "g"), () => to)
    }
  }
  return out
}

const forms = (value: string, pseudonym: string): ReadonlyArray<readonly [string, string]> => {
  const pairs = new Map<string, string>([
    [value, pseudonym],
    [JSON.stringify(value).slice(1, -1), JSON.stringify(pseudonym).slice(1, -1)],
    [encodeURIComponent(value), encodeURIComponent(pseudonym)],
  ])
  try {
    pairs.set(
      new URLSearchParams({ s: value }).toString().slice(2),
      new URLSearchParams({ s: pseudonym }).toString().slice(2),
    )
  } catch {
    // an unpaired surrogate: the other forms suffice
  }
  return [...pairs]
}
