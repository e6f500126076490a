/**
 * The brand's verification tool before login and register, as the status answer's `info.gw` names it (wire notes
 * section 5: `GEETEST_ID`, `GEETEST_VERSION`). A version of "captcha" is the platform's own image check
 * (VerificationChallenge.ts); apart from the challenge's schema so the first view's status decoding carries only this.
 */
import * as Schema from "effect/Schema"
import { Text } from "./Optional.ts"

/** The status answer's `info.gw` (wire notes section 5): the brand's verification tool, if any. */
export const VerificationTool = Schema.Struct({
  GEETEST_ID: Text,
  GEETEST_VERSION: Text,
})
export type VerificationTool = typeof VerificationTool.Type

/** `GEETEST_VERSION` of the platform's own image check (the tool above). */
export const platformCheckVersion = "captcha"

/** True when the brand's tool is the platform's image check. */
export const isPlatformCheck = (gw: VerificationTool | null | undefined): boolean =>
  gw?.GEETEST_VERSION === platformCheckVersion
