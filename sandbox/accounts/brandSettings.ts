/**
 * The brand's settings as the handlers read them: the white-label module tree and the registration rules, kept in
 * the `settings` table (keys `brand.whitelabel`, `brand.register`, seeded from sandbox/seed/brand.ts) so an operator
 * (or a test) can switch a module or change a rule on a running platform; the seed's values when a row is missing.
 * The tree is stored in its wire form ("1"/"0") and handed out decoded (booleans), as the handlers return it.
 */

import type { RegisterRules } from "../../core/model/RegisterRule.ts"
import { flatten, type WhiteLabelFlags, type WhiteLabelNode } from "../../core/model/WhiteLabel.ts"
import type { Queryable } from "../db/Database.ts"
import { registerRules, whitelabelTree } from "../seed/brand.ts"

/** Settings keys of the brand. */
export const brandKeys = {
  whitelabel: "brand.whitelabel",
  register: "brand.register",
  loginGuard: "brand.loginedToHomePage",
  verification: "brand.verification",
} as const

interface WireNode {
  readonly modId: string
  readonly enabled: unknown
  readonly childrenNodes?: ReadonlyArray<WireNode> | null
}

const decodeTree = (nodes: ReadonlyArray<WireNode>): Array<WhiteLabelNode> =>
  nodes.map((n) => ({
    modId: n.modId,
    enabled: n.enabled === "1" || n.enabled === true || n.enabled === 1,
    childrenNodes: decodeTree(n.childrenNodes ?? []),
  }))

/** The brand's settings. */
export interface Brand {
  readonly tree: ReadonlyArray<WhiteLabelNode>
  /** Flags by module id; a module counts only if its parents do. */
  readonly flags: WhiteLabelFlags
  readonly rules: RegisterRules
  /** The login guard of spec section 2 (`loginedToHomePage`), off unless switched on. */
  readonly loginedToHomePage: boolean
  /** The verification check before a username login and a registration (verificationChecks.ts), off unless on. */
  readonly verification: boolean
}

/** Reads the brand's settings. */
export const readBrand = async (db: Queryable): Promise<Brand> => {
  const rows = await db.query<{ key: string; value: unknown }>(
    "select key, value from settings where key = any($1::text[])",
    [[brandKeys.whitelabel, brandKeys.register, brandKeys.loginGuard, brandKeys.verification]],
  )
  const of = (key: string) => rows.find((r) => r.key === key)?.value
  const wireTree = of(brandKeys.whitelabel)
  const tree = decodeTree((Array.isArray(wireTree) ? wireTree : whitelabelTree) as ReadonlyArray<WireNode>)
  const storedRules = of(brandKeys.register)
  const rules = typeof storedRules === "object" && storedRules !== null ? (storedRules as RegisterRules) : registerRules
  return {
    tree,
    flags: flatten(tree),
    rules,
    loginedToHomePage: of(brandKeys.loginGuard) === true,
    verification: of(brandKeys.verification) === true,
  }
}

const setSwitch = async (db: Queryable, key: string, on: boolean): Promise<void> => {
  await db.query(
    "insert into settings (key, value) values ($1, $2) on conflict (key) do update set value = excluded.value",
    [key, JSON.stringify(on)],
  )
}

/** Switches the login guard (the development tool /sandbox/admin/brand, accounts/brandRoute.ts). */
export const setLoginGuard = (db: Queryable, on: boolean): Promise<void> => setSwitch(db, brandKeys.loginGuard, on)

/** Switches the verification check before login and register (the same development tool). */
export const setVerification = (db: Queryable, on: boolean): Promise<void> => setSwitch(db, brandKeys.verification, on)

/** True when the module is on (and its parents are). */
export const moduleOn = (brand: Brand, modId: string): boolean => brand.flags[modId] === true
