/**
 * The white-label module tree (spec section 3, "Permission response"; wire notes section 5): nodes
 * `{ modId, enabled, childrenNodes }` with `enabled` the string "1"/"0", flattened by clients to `{ modId: bool }`.
 */
import * as Option from "effect/Option"
import * as Schema from "effect/Schema"
import * as SchemaGetter from "effect/SchemaGetter"

/** A node of the module tree as the platform sends it. */
export interface WhiteLabelNode {
  readonly modId: string
  readonly enabled: boolean
  readonly childrenNodes: ReadonlyArray<WhiteLabelNode>
}

/** `enabled` arrives as "1"/"0" (also seen as booleans and numbers in some builds); held as a boolean. */
export const Enabled = Schema.Union([Schema.Literals(["1", "0"]), Schema.Boolean, Schema.Literals([1, 0])]).pipe(
  Schema.decodeTo(Schema.Boolean, {
    decode: SchemaGetter.transform((v: "1" | "0" | boolean | 1 | 0) => v === "1" || v === true || v === 1),
    encode: SchemaGetter.transform((b: boolean) => (b ? "1" : "0") as "1" | "0" | boolean | 1 | 0),
  }),
)

export interface WhiteLabelNodeEncoded {
  readonly modId: string
  readonly enabled: "1" | "0" | boolean | 1 | 0
  readonly childrenNodes?: ReadonlyArray<WhiteLabelNodeEncoded> | null | undefined
}

/** One node of the tree; `childrenNodes` may be missing or null on leaves. */
export const WhiteLabelNode: Schema.Codec<WhiteLabelNode, WhiteLabelNodeEncoded> = Schema.Struct({
  modId: Schema.String,
  enabled: Enabled,
  childrenNodes: Schema.optional(Schema.NullOr(Schema.Array(Schema.suspend(() => WhiteLabelNode)))).pipe(
    Schema.decodeTo(Schema.Array(Schema.suspend(() => Schema.toType(WhiteLabelNode))), {
      decode: SchemaGetter.transformOptional((o) => Option.some(Option.getOrNull(o) ?? [])),
      encode: SchemaGetter.transformOptional((o) => o),
    }),
  ),
}).annotate({ identifier: "WhiteLabelNode" })

/** The tree: an array of top-level nodes. */
export const WhiteLabelTree = Schema.Array(WhiteLabelNode)
export type WhiteLabelTree = ReadonlyArray<WhiteLabelNode>

/** White-label flags by module id (`whitelabelVal` of the login state). A module counts only if its parents do. */
export type WhiteLabelFlags = Readonly<Record<string, boolean>>

/** Flattens the tree to `{ modId: enabled }`; a child of a disabled node is disabled. */
export const flatten = (tree: WhiteLabelTree, parentEnabled = true, into: Record<string, boolean> = {}) => {
  for (const node of tree) {
    const on = parentEnabled && node.enabled
    into[node.modId] = on
    flatten(node.childrenNodes, on, into)
  }
  return into as WhiteLabelFlags
}

/** Module ids the portal reads (wire notes section 5; spec section 6). */
export const Modules = {
  directRegister: "DIRECTREG3",
  changePasswordByPhone: "CHNGPASSVERIF3",
  agentPolicy: "AGENTPOLICY3",
  passwordExpiryForcesChange: "PWDEXPFORCECHANGE3",
  mobileLogin: "MOBILELOGIN3",
  mobileRegister: "MOBILENUMREG3",
  usernameRegister: "USERNAMEREG3",
  registerMobileVerification: "REGMOBVERF3",
  mobilePasswordRegister: "MOBILENUMPASSREG3",
  freePlay: "FREEPLAY3",
  mobileCodeLogin: "MOBILEVERCODELOGIN3",
  inbox: "INBOX3",
  points: "PTSYS3",
  rewardCentre: "REWCEN3",
  mailCentre: "MAILCEN",
  deposit: "DEPOSIT",
  withdraw: "WITHDRAW",
  creditMarket: "CREDITMAR3",
  playerRebate: "PLYRBT",
  myRebate: "MYRBT3",
  manualPlayerRebate: "MANPLAYREB3",
  agentTransferUp: "AGETRANSFERUP3",
  cashback: "CASHBACK3",
  referralPromotion: "REFERRAL3",
} as const
