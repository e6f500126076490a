/** Handlers of the settings calls: the system status (permission check) with the brand's settings. */
import type { Api } from "../../core/contract/Api.ts"
import type { Handler } from "../http/Context.ts"
import { customerService, registerRules, resources, whitelabelTree } from "../seed/brand.ts"

/** Countries by the first octet of a documentation or loopback address: the sandbox has no geo database. */
const countryOf = (ip: string): string =>
  ip.startsWith("127.") || ip === "::1" || ip.endsWith("127.0.0.1") ? "Local network" : "Philippines"

const status: Handler<Api["status"]> = async (ctx) => {
  const switches = ctx.services.switches
  return {
    maintenance: switches.maintenance,
    regionRestriction: switches.regionRestricted,
    location: { ip: ctx.ip, country: countryOf(ctx.ip) },
    info: {
      whitelabel: decodeTree(whitelabelTree),
      register: registerRules,
      resources,
      customerService: customerService(ctx.origin),
      imageCDNs: [ctx.origin],
      launchGameCDNs: [ctx.origin],
      analytics: { gtagId: null },
      mainDomain: ctx.origin,
    },
  }
}

/** The seed keeps the wire form ("1"/"0"); handlers return decoded values, which the router encodes back. */
const decodeTree = (
  tree: ReadonlyArray<{ modId: string; enabled: string; childrenNodes: ReadonlyArray<unknown> }>,
): Array<{ modId: string; enabled: boolean; childrenNodes: Array<never> }> =>
  tree.map((n) => ({
    modId: n.modId,
    enabled: n.enabled === "1",
    childrenNodes: decodeTree(
      n.childrenNodes as ReadonlyArray<{ modId: string; enabled: string; childrenNodes: ReadonlyArray<unknown> }>,
    ) as Array<never>,
  }))

export const settingsHandlers = { status }
