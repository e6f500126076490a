/**
 * The image captcha (`GET /wps/captcha`; spec section 7): `value` is a base64 PNG without a `data:` prefix
 * (wire notes section 4). Refreshed at most once per 1000 ms (spec section 9).
 */
import * as Schema from "effect/Schema"

/** The base64 PNG. */
export const CaptchaImage = Schema.String
export type CaptchaImage = typeof CaptchaImage.Type

/** Minimum time between two refreshes (spec section 9). */
export const refreshIntervalMs = 1000

/** The image as a `data:` address for an `<img>`. */
export const captchaDataUrl = (base64: string): string => `data:image/png;base64,${base64}`
