/**
 * The headers every platform call sends (wire notes section 1): `X-Gateway-Version: 3`, `Merchant`, `Device: web`,
 * `Language`, and `Authorization` with the raw token (no `Bearer`) whenever one is stored; the contract's token flag
 * is not consulted, as the platform's client does not consult it.
 */
import { parseLanguage, platformCode } from "../../core/model/Language.ts"

/** What the headers are made of, read from storage at each call. */
export interface HeaderInputs {
  readonly merchant: string
  readonly language: string
  readonly token: string | undefined
}

/** The platform's default headers. */
export const platformHeaders = (inputs: HeaderInputs): Record<string, string> => ({
  "X-Gateway-Version": "3",
  Merchant: inputs.merchant,
  Device: "web",
  Language: inputs.language,
  ...(inputs.token === undefined || inputs.token === "" ? {} : { Authorization: inputs.token }),
})

/**
 * The `Language` header: the stored `hisLang`, else the brand default, else `EN` (spec section 1). A known language
 * in any spelling becomes the platform's code (`zh-CN` -> `CN`); another code the platform speaks (`HI`, `zh_CN`...)
 * is sent as stored.
 */
export const languageCode = (hisLang: string | undefined, brandDefault: string | undefined): string => {
  for (const text of [hisLang, brandDefault]) {
    const known = parseLanguage(text)
    if (known !== undefined) return platformCode[known]
    if (text !== undefined && /^[A-Za-z]{2,3}([_-][A-Za-z]{2,4})?$/.test(text.trim())) return text.trim()
  }
  return "EN"
}
