/**
 * Brand settings and switches (spec sections 3 and 6): feature switches, white-label flags, registration rules,
 * resources, customer service, CDNs. Interface fixed by the lead so other areas can read it; handlers owned by the
 * session area.
 *
 * Sources: the brand configuration (`BrandConfigured`), the permission response (`PermissionLoaded`, whose `info`
 * carries the white-label tree, rules, resources, customer service and CDNs), the white-label menu, the registration
 * rules, the domain routes and the countries. The feature switches are derived from the white-label flags, each from
 * the module the real portal reads (wire notes section 5); `hasMerchantWallet` belongs to the wallet area's answer.
 */
import type { BrandConfig } from "../../model/BrandConfig.ts"
import type { Country } from "../../model/Country.ts"
import type { CustomerServiceEntry } from "../../model/CustomerService.ts"
import type { RegisterRules } from "../../model/RegisterRule.ts"
import type { Resource } from "../../model/Resource.ts"
import type { SmsChannel } from "../../model/SmsRequest.ts"
import type { StatusInfo } from "../../model/Status.ts"
import { isPlatformCheck } from "../../model/VerificationTool.ts"
import { flatten, Modules, type WhiteLabelFlags } from "../../model/WhiteLabel.ts"
import { slice } from "../Slice.ts"
import { keepIfEqual } from "../sameJson.ts"

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
  /**
   * A username login and a registration first pass the platform's image check (status `info.gw`,
   * core/model/VerificationChallenge.ts); off unless the brand turns it on.
   */
  readonly verificationCheck: boolean
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
  /** The brand's configuration, once applied. */
  readonly brand: BrandConfig | undefined
  /** Who sends SMS codes: the platform, or a third party (60 s countdown). */
  readonly smsChannel: SmsChannel
  /** Mirror domains of the speed-test page (domain routes). */
  readonly domains: ReadonlyArray<string>
  /** Countries of the dialing-code selector. */
  readonly countries: ReadonlyArray<Country>
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
  verificationCheck: false,
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
  brand: undefined,
  smsChannel: "platform",
  domains: [],
  countries: [],
}

/**
 * The switches the white-label flags give (wire notes section 5): forced change on expiry PWDEXPFORCECHANGE3
 * (`pwdEnabled`, read as "passwordExpired && pwdEnabled" by the real login), free play FREEPLAY3, mobile login tab
 * MOBILELOGIN3, SMS-code login MOBILEVERCODELOGIN3, SMS verification on registration REGMOBVERF3, registration by
 * mobile MOBILENUMREG3 (with password MOBILENUMPASSREG3), by username USERNAMEREG3 (on unless the platform says off).
 */
export const featuresOf = (flags: WhiteLabelFlags, prev: Features): Features => {
  const on = (id: string) => flags[id] === true
  const next: Features = {
    ...prev,
    pwdEnabled: on(Modules.passwordExpiryForcesChange),
    hasFreePlay: on(Modules.freePlay),
    showPhoneLogin: on(Modules.mobileLogin),
    showVerCodeLogin: on(Modules.mobileCodeLogin),
    smsEnabled: on(Modules.registerMobileVerification),
    mobileReg: on(Modules.mobileRegister),
    mobileRegPass: on(Modules.mobilePasswordRegister),
    usernameEnabled: flags[Modules.usernameRegister] !== false,
  }
  return keepIfEqual(prev, next)
}

const withFlags = (s: SettingsState, flags: WhiteLabelFlags): SettingsState => {
  const whitelabel = keepIfEqual(s.whitelabel, flags)
  const features = featuresOf(whitelabel, s.features)
  return whitelabel === s.whitelabel && features === s.features ? s : { ...s, whitelabel, features }
}

const flagsOfInfo = (info: StatusInfo): WhiteLabelFlags | undefined => {
  if (info.whitelabel == null && info.whitelabelVal == null) return undefined
  return { ...(info.whitelabelVal ?? {}), ...(info.whitelabel == null ? {} : flatten(info.whitelabel)) }
}

/** Replaces a field with `next` unless equal; the same slice when nothing changed. */
const set = <K extends keyof SettingsState>(s: SettingsState, key: K, next: SettingsState[K]): SettingsState => {
  const kept = keepIfEqual(s[key], next)
  return kept === s[key] ? s : { ...s, [key]: kept }
}

/** Sets one switch; the same slice when it is already so. */
const withFeature = (s: SettingsState, key: keyof Features, on: boolean): SettingsState =>
  s.features[key] === on ? s : { ...s, features: { ...s.features, [key]: on } }

const applyInfo = (s: SettingsState, info: StatusInfo): SettingsState => {
  const flags = flagsOfInfo(info)
  let next = flags === undefined ? s : withFlags(s, flags)
  if (info.register != null) next = set(next, "registerRules", info.register)
  if (info.resources != null) next = set(next, "resources", info.resources)
  if (info.customerService != null) next = set(next, "customerService", info.customerService)
  if (info.imageCDNs != null) next = set(next, "imageCdns", info.imageCDNs)
  if (info.launchGameCDNs != null) next = set(next, "launchCdns", info.launchGameCDNs)
  if (info.loginedToHomePage != null) next = withFeature(next, "loginedToHomePage", info.loginedToHomePage)
  // Absent: as before; null or another tool: the platform's check is off.
  if (info.gw !== undefined) next = withFeature(next, "verificationCheck", isPlatformCheck(info.gw))
  return next
}

export const settings = slice<SettingsState>(initialSettings, {
  BrandConfigured: (s, e) => {
    const c = e.config
    let next = set(s, "brand", c)
    next = set(next, "merchantCode", c.merchantCode)
    next = set(next, "defaultLanguage", c.defaultLanguage)
    next = set(next, "smsChannel", c.smsChannel)
    return set(next, "features", { ...next.features, loginedToHomePage: c.loginedToHomePage })
  },
  PermissionLoaded: (s, e) => {
    const next = e.value.info == null ? s : applyInfo(s, e.value.info)
    return next.loaded ? next : { ...next, loaded: true }
  },
  WhiteLabelLoaded: (s, e) => withFlags(s, flatten(e.value)),
  RegisterRulesLoaded: (s, e) => set(s, "registerRules", e.value),
  DomainRoutesLoaded: (s, e) => {
    let next = s
    if (e.value.customerService != null) next = set(next, "customerService", e.value.customerService)
    if (e.value.domainList != null)
      next = set(
        next,
        "domains",
        e.value.domainList.map((d) => d.domainName),
      )
    return next
  },
  CountriesLoaded: (s, e) => set(s, "countries", e.value),
})
