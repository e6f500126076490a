/**
 * Handlers of the settings calls (core/contract/api/settings.ts): the system status (permission check) with the
 * brand's settings, the white-label menu, the registration rules, the domain routes, the help centre and the
 * countries. The brand's tree and rules come from the database (`accounts/brandSettings.ts`), so switching a module
 * on a running sandbox shows at once.
 */
import type { Api } from "../../core/contract/Api.ts"
import { platformCheckVersion } from "../../core/model/VerificationTool.ts"
import { readBrand } from "../accounts/brandSettings.ts"
import { countries } from "../accounts/countries.ts"
import { helpTopics } from "../accounts/helpCentre.ts"
import { mirrorDomains } from "../accounts/mirrorDomains.ts"
import { helpTopicsIn } from "../content/helpTexts.ts"
import type { Handler, Handlers } from "../http/Context.ts"
import { customerService, resources } from "../seed/brand.ts"

const isLoopback = (ip: string) => ip.startsWith("127.") || ip === "::1" || ip.startsWith("::ffff:127.")

/** The visitor's country: the sandbox has no geo database, so loopback is the local network, anything else the
 * brand's home market. */
const locationOf = (ip: string) =>
  isLoopback(ip)
    ? { ip, country: "Local network", countryCode: null }
    : { ip, country: "Philippines", countryCode: "PH" }

const status: Handler<Api["status"]> = async (ctx) => {
  const switches = ctx.services.switches
  const brand = await readBrand(ctx.services.db)
  return {
    maintenance: switches.maintenance,
    regionRestriction: switches.regionRestricted,
    maintenanceEnd: null,
    location: locationOf(ctx.ip),
    info: {
      whitelabel: brand.tree,
      whitelabelVal: brand.flags,
      register: brand.rules,
      resources,
      customerService: customerService(ctx.origin),
      imageCDNs: [ctx.origin],
      launchGameCDNs: [ctx.origin],
      analytics: { gtagId: null },
      mainDomain: ctx.origin,
      loginedToHomePage: brand.loginedToHomePage,
      // The verification tool (wire notes section 5 `gw`): the platform's image check when the brand turns it on.
      gw: brand.verification ? { GEETEST_ID: "arena", GEETEST_VERSION: platformCheckVersion } : null,
    },
  }
}

const whitelabel: Handler<Api["whitelabel"]> = async (ctx) => (await readBrand(ctx.services.db)).tree

const registerRules: Handler<Api["registerRules"]> = async (ctx) => (await readBrand(ctx.services.db)).rules

const domainRoute: Handler<Api["domainRoute"]> = async (ctx) => ({
  customerService: customerService(ctx.origin),
  domainList: [...mirrorDomains(ctx.origin)],
})

const helpCentre: Handler<Api["helpCentre"]> = async (ctx, request) =>
  helpTopicsIn(helpTopics, request.lang?.trim().toUpperCase() || ctx.language)

const countriesHandler: Handler<Api["countries"]> = async () => countries

/** The settings area's handlers by endpoint name. */
export const settingsHandlers = {
  status,
  whitelabel,
  registerRules,
  domainRoute,
  helpCentre,
  countries: countriesHandler,
} satisfies Handlers
