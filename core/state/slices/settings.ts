/**
 * Brand settings and switches (spec sections 3 and 6): feature switches, white-label flags, registration rules,
 * resources, customer service, CDNs. Interface fixed by the lead so other areas can read it; handlers owned by the
 * session area.
 */
import type { CustomerServiceEntry } from "../../model/CustomerService.ts"
import type { RegisterRules } from "../../model/RegisterRule.ts"
import type { Resource } from "../../model/Resource.ts"
import type { WhiteLabelFlags } from "../../model/WhiteLabel.ts"
import { slice } from "../Slice.ts"

/** Feature switches from server settings (spec section 6). */
export interface Features {
  readonly pwdEnabled: boolean
  readonly hasFreePlay: boolean
  readonly showPhoneLogin: boolean
  readonly showVerCodeLogin: boolean
  readonly smsEnabled: boolean
  readonly mobileReg: boolean
  readonly mobileRegPass: boolean
  readonly usernameEnabled: boolean
  readonly hasMerchantWallet: boolean
  readonly loginedToHomePage: boolean
}

export interface SettingsState {
  /** Settings have been loaded at least once. */
  readonly loaded: boolean
  readonly merchantCode: string
  /** Default language of the brand (spec section 1: EN unless the brand says otherwise). */
  readonly defaultLanguage: string
  readonly features: Features
  /** White-label flags by module id (`whitelabelVal`). */
  readonly whitelabel: WhiteLabelFlags
  readonly registerRules: RegisterRules
  readonly resources: ReadonlyArray<Resource>
  readonly customerService: ReadonlyArray<CustomerServiceEntry>
  readonly imageCdns: ReadonlyArray<string>
  readonly launchCdns: ReadonlyArray<string>
}

export const initialFeatures: Features = {
  pwdEnabled: false,
  hasFreePlay: false,
  showPhoneLogin: false,
  showVerCodeLogin: false,
  smsEnabled: false,
  mobileReg: false,
  mobileRegPass: false,
  usernameEnabled: true,
  hasMerchantWallet: false,
  loginedToHomePage: false,
}

export const initialSettings: SettingsState = {
  loaded: false,
  merchantCode: "",
  defaultLanguage: "en",
  features: initialFeatures,
  whitelabel: {},
  registerRules: {},
  resources: [],
  customerService: [],
  imageCdns: [],
  launchCdns: [],
}

export const settings = slice<SettingsState>(initialSettings, {})
