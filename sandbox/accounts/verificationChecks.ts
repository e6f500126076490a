/**
 * The brand's verification check before a username login and a registration (spec section 4: "username login passes
 * a verification-tool check, SMS login skips it"; registration: "verification-tool check"), made of the image captcha
 * (captchaImage.ts): `GET /wps/captcha/geetest` issues a challenge (a random id and its image), and the login or
 * registration carries the id and the answer as `geetest_challenge` and `geetest_validate` (wire notes section 4).
 *
 * - Off unless the brand turns it on (brandSettings.ts; the development tool /sandbox/admin/brand).
 * - An address gets at most one challenge a second (spec section 9: "captcha refresh once per 1000 ms"), claimed in
 *   one statement, so a burst of parallel requests gets one; an attempt (right or wrong) clears the wait, since it
 *   spent the challenge the person saw.
 * - An answer is checked once: the challenge is deleted by the statement that reads it, so two requests carrying
 *   the same answer cannot both pass, and a spent or expired challenge, another address's, or a missing field is
 *   refused with `captcha_check_failed`.
 */
import { randomBytes, timingSafeEqual } from "node:crypto"
import { accountCodes, gatewayCodes } from "../../core/contract/ErrorCode.ts"
import { refreshIntervalMs } from "../../core/model/Captcha.ts"
import type { VerificationChallenge } from "../../core/model/VerificationChallenge.ts"
import type { VerificationFields } from "../../core/model/VerificationFields.ts"
import type { Queryable } from "../db/Database.ts"
import { ApiError } from "../http/ApiError.ts"
import { randomDigits, renderCaptcha } from "./captchaImage.ts"
import { captchaLength, captchaTtlMs } from "./captchas.ts"

/** Time between two challenges of one address: the captcha's refresh interval (spec section 9), core's rule. */
export const issueIntervalMs = refreshIntervalMs

/** Issues a challenge to `ip`, or refuses (429) one asked within a second of the last. */
export const issueChallenge = async (db: Queryable, ip: string, now: number): Promise<VerificationChallenge> => {
  const claimed = await db.query(
    `insert into verification_issues (ip, issued_at) values ($1, $2)
       on conflict (ip) do update set issued_at = excluded.issued_at
       where verification_issues.issued_at <= $3
     returning ip`,
    [ip, new Date(now), new Date(now - issueIntervalMs)],
  )
  if (claimed.length === 0)
    throw new ApiError(429, gatewayCodes.tooManyRequests, "A new verification image can be asked once a second")
  await db.query("delete from verification_checks where expires_at < $1", [new Date(now)])
  const answer = randomDigits(captchaLength)
  const challenge = randomBytes(16).toString("hex")
  await db.query("insert into verification_checks (challenge, ip, answer, expires_at) values ($1, $2, $3, $4)", [
    challenge,
    ip,
    answer,
    new Date(now + captchaTtlMs),
  ])
  return { challenge, image: renderCaptcha(answer).toString("base64") }
}

const same = (a: string, b: string) => {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

const refusal = () =>
  new ApiError(400, accountCodes.verificationCheckFailed, "The verification check failed, please try again")

/**
 * Passes when the request carries the answer of a live challenge issued to `ip`; the challenge is spent either way.
 * Throws `captcha_check_failed` otherwise.
 */
export const passCheck = async (db: Queryable, ip: string, fields: VerificationFields, now: number): Promise<void> => {
  const challenge = fields.geetest_challenge?.trim() ?? ""
  const given = fields.geetest_validate?.trim() ?? ""
  if (challenge === "" || given === "" || challenge.length > 64 || given.length > 16) throw refusal()
  const rows = await db.query<{ answer: string }>(
    "delete from verification_checks where challenge = $1 and ip = $2 and expires_at >= $3 returning answer",
    [challenge, ip, new Date(now)],
  )
  // The challenge the person saw is spent: a new one may be issued at once.
  if (rows.length > 0) await db.query("delete from verification_issues where ip = $1", [ip])
  if (!rows.some((r) => same(r.answer, given))) throw refusal()
}

/** The answer of a live challenge, for the development tool (`GET /sandbox/verification-answer`) only. */
export const answerOf = async (db: Queryable, challenge: string, now: number): Promise<string | undefined> => {
  const [row] = await db.query<{ answer: string }>(
    "select answer from verification_checks where challenge = $1 and expires_at >= $2",
    [challenge, new Date(now)],
  )
  return row?.answer
}
