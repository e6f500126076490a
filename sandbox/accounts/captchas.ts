/**
 * Image captchas bound to the client's address (wire notes section 4: the client sends the answer only, no
 * captcha id, so the binding is the server's). OUR CHOICE: the binding is the caller's IP, kept in the database (no
 * cookie: the router sets none, and a stateless sandbox behind a load balancer still agrees with itself). Issuing a
 * captcha replaces the address's previous one; an answer is checked once (right or wrong, the captcha is spent) and
 * within five minutes. Other areas that ask a captcha (feedback) can check it with `consumeCaptcha`.
 */
import { timingSafeEqual } from "node:crypto"
import type { Queryable } from "../db/Database.ts"
import { randomDigits, renderCaptcha } from "./captchaImage.ts"

/** How long an issued captcha may be answered. */
export const captchaTtlMs = 5 * 60 * 1000

/** Digits in a captcha. */
export const captchaLength = 4

/** Issues a new captcha to an address; answers the base64 PNG (no `data:` prefix). */
export const issueCaptcha = async (db: Queryable, ip: string, now: number): Promise<string> => {
  const answer = randomDigits(captchaLength)
  await db.query("delete from captchas where ip = $1 or expires_at < $2", [ip, new Date(now)])
  await db.query("insert into captchas (ip, answer, created_at, expires_at) values ($1, $2, $3, $4)", [
    ip,
    answer,
    new Date(now),
    new Date(now + captchaTtlMs),
  ])
  return renderCaptcha(answer).toString("base64")
}

const same = (a: string, b: string) => {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

/** True when `answer` is the one of the address's live captcha; the captcha is spent either way. */
export const consumeCaptcha = async (db: Queryable, ip: string, answer: string, now: number): Promise<boolean> => {
  const rows = await db.query<{ answer: string }>(
    "delete from captchas where ip = $1 and expires_at >= $2 returning answer",
    [ip, new Date(now)],
  )
  const given = answer.trim()
  return rows.some((r) => same(r.answer, given))
}
