import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import { Api } from "../../contract/Api.ts"
import type { Event } from "../../events/Event.ts"
import { makeBrandConfig } from "../../model/BrandConfig.ts"
import { initialState, reduce, replay } from "../State.ts"

const decode = <S extends Schema.Top>(schema: S, wire: unknown): S["Type"] =>
  Schema.decodeUnknownSync(schema as unknown as Schema.Codec<S["Type"], unknown>)(wire)

const statusWire = {
  maintenance: false,
  regionRestriction: false,
  location: { ip: "203.0.113.9", country: "PH" },
  info: {
    whitelabel: [
      {
        modId: "HOMEPAGE",
        enabled: "1",
        childrenNodes: [
          { modId: "PWDEXPFORCECHANGE3", enabled: "1" },
          { modId: "MOBILELOGIN3", enabled: "1" },
          { modId: "FREEPLAY3", enabled: "1" },
          { modId: "DIRECTREG3", enabled: "1" },
        ],
      },
      {
        modId: "REG",
        enabled: "1",
        childrenNodes: [
          { modId: "USERNAMEREG3", enabled: "0" },
          { modId: "MOBILENUMREG3", enabled: "1" },
        ],
      },
    ],
    register: {
      username: { enabled: "1", required: "1", patternId: 2, minLength: 6, maxLength: 16, acceptedPattern: "*" },
    },
    resources: [{ resourceType: "SKYPE", url: "skype:x" }],
    customerService: [{ path: "https://cs.test", type: 1 }],
    imageCDNs: ["https://img.test"],
    launchGameCDNs: ["https://launch.test"],
  },
}

describe("settings slice", () => {
  it("applies the permission response: flags, features, rules, resources, CDNs", () => {
    const value = decode(Api.status.response, statusWire)
    const s = reduce(initialState, { _tag: "PermissionLoaded", value }).settings
    expect(s.loaded).toBe(true)
    expect(s.whitelabel.DIRECTREG3).toBe(true)
    expect(s.features).toMatchObject({
      pwdEnabled: true,
      showPhoneLogin: true,
      hasFreePlay: true,
      usernameEnabled: false,
      mobileReg: true,
      smsEnabled: false,
    })
    expect(s.registerRules.username?.minLength).toBe(6)
    expect(s.imageCdns).toEqual(["https://img.test"])
    expect(s.customerService).toHaveLength(1)
  })
  it("keeps the same reference when a cached answer repeats what it holds", () => {
    const value = decode(Api.whitelabel.response, statusWire.info.whitelabel)
    const once = reduce(initialState, { _tag: "WhiteLabelLoaded", value })
    const twice = reduce(once, {
      _tag: "WhiteLabelLoaded",
      value: decode(Api.whitelabel.response, statusWire.info.whitelabel),
    })
    expect(twice.settings).toBe(once.settings)
    const rules = decode(Api.registerRules.response, statusWire.info.register)
    const r1 = reduce(once, { _tag: "RegisterRulesLoaded", value: rules })
    expect(reduce(r1, { _tag: "RegisterRulesLoaded", value: { ...rules } }).settings).toBe(r1.settings)
  })
  it("applies the brand configuration", () => {
    const config = makeBrandConfig("wic11f3", {
      defaultLanguage: "th",
      loginedToHomePage: true,
      smsChannel: "thirdParty",
    })
    const s = reduce(initialState, { _tag: "BrandConfigured", config }).settings
    expect(s).toMatchObject({ merchantCode: "wic11f3", defaultLanguage: "th", smsChannel: "thirdParty", brand: config })
    expect(s.features.loginedToHomePage).toBe(true)
  })
  it("takes the login guard the platform serves over the build's", () => {
    const permission = (loginedToHomePage: boolean | undefined): Event => ({
      _tag: "PermissionLoaded",
      value: decode(Api.status.response, {
        info: loginedToHomePage === undefined ? {} : { loginedToHomePage },
      }),
    })
    const built = reduce(initialState, { _tag: "BrandConfigured", config: makeBrandConfig("arena") })
    expect(reduce(built, permission(true)).settings.features.loginedToHomePage).toBe(true)
    const on = reduce(built, permission(true))
    expect(reduce(on, permission(false)).settings.features.loginedToHomePage).toBe(false)
    expect(reduce(on, permission(undefined)).settings.features.loginedToHomePage).toBe(true)
  })
  it("takes domains and customer service from the domain routes, countries from their answer", () => {
    const events: Array<Event> = [
      {
        _tag: "DomainRoutesLoaded",
        value: decode(Api.domainRoute.response, {
          customerService: [{ path: "plain:https://chat.test", type: 3 }],
          domainList: [{ domainName: "m1.test" }],
        }),
      },
      {
        _tag: "CountriesLoaded",
        value: decode(Api.countries.response, [{ countryCode: "PH", countryDialingCode: "63" }]),
      },
    ]
    const s = replay(events).settings
    expect(s.domains).toEqual(["m1.test"])
    expect(s.customerService[0]?.type).toBe(3)
    expect(s.countries[0]?.countryCode).toBe("PH")
  })
  it("changes nothing for a permission response without info but marks settings loaded", () => {
    const s1 = reduce(initialState, { _tag: "PermissionLoaded", value: {} })
    expect(s1.settings).toEqual({ ...initialState.settings, loaded: true })
    expect(reduce(s1, { _tag: "PermissionLoaded", value: {} }).settings).toBe(s1.settings)
  })
})
