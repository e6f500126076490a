/**
 * The brand's build-time configuration (spec section 3 "Brand config"): platform web, merchant code, lottery type
 * Elott, device WEB, the prize modes, the default language, the optional login guard (`loginedToHomePage`, spec
 * section 2) and which channel sends SMS codes. It comes from the shell that embeds the core, not from the platform.
 */
import * as Schema from "effect/Schema"
import { Language } from "./Language.ts"
import { SmsChannel } from "./SmsRequest.ts"

/** Lottery prize modes (spec section 3). */
export const PrizeMode = Schema.Literals(["Lott", "ZY", "Elott", "SEA"])
export type PrizeMode = typeof PrizeMode.Type

export const BrandConfig = Schema.Struct({
  platform: Schema.Literal("web"),
  merchantCode: Schema.String,
  lotteryType: Schema.String,
  device: Schema.Literal("WEB"),
  prizeModes: Schema.Array(PrizeMode),
  defaultLanguage: Language,
  /** Any navigation without a session goes to /login (spec section 2). */
  loginedToHomePage: Schema.Boolean,
  smsChannel: SmsChannel,
})
export type BrandConfig = typeof BrandConfig.Type

/** A brand with the spec's defaults and the given merchant code. */
export const makeBrandConfig = (merchantCode: string, overrides: Partial<BrandConfig> = {}): BrandConfig => ({
  platform: "web",
  merchantCode,
  lotteryType: "Elott",
  device: "WEB",
  prizeModes: ["Lott", "ZY", "Elott", "SEA"],
  defaultLanguage: "en",
  loginedToHomePage: false,
  smsChannel: "platform",
  ...overrides,
})
