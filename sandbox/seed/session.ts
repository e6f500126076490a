/**
 * Seeding of the session area, inside the seed transaction after the members exist:
 * - the brand's white-label tree and registration rules into `settings` (from brand.ts), where the handlers read
 *   them and an operator may change them;
 * - every demo member's known addresses: the loopback ones (127.0.0.1, ::1, ::ffff:127.0.0.1), so the demo and the
 *   tests log in without a second verification unless they appear from elsewhere (X-Forwarded-For from loopback);
 * - what second verification checks: a bound email, a payee (bank account) name and a demo Google code per member
 *   (`demoVerification`, public demo values like the passwords).
 */
import { brandKeys } from "../accounts/brandSettings.ts"
import { registerRules, whitelabelTree } from "./brand.ts"
import type { SeedStep } from "./seed.ts"

/** The loopback addresses every demo member has logged in from. */
export const loopbackIps: ReadonlyArray<string> = ["127.0.0.1", "::1", "::ffff:127.0.0.1"]

/** Second-verification details of the demo accounts (the email defaults to `<account>@arena.example`). */
export const demoVerification: Readonly<Record<string, { readonly payeeName: string; readonly googleCode: string }>> = {
  player01: { payeeName: "Juan Dela Cruz", googleCode: "246810" },
  newpass01: { payeeName: "Maria Santos", googleCode: "135791" },
  expired01: { payeeName: "Jose Rizal", googleCode: "112233" },
  agent01: { payeeName: "Andres Bonifacio", googleCode: "445566" },
  agent02: { payeeName: "Gabriela Silang", googleCode: "778899" },
  agent41: { payeeName: "Apolinario Mabini", googleCode: "102030" },
  agent42: { payeeName: "Melchora Aquino", googleCode: "405060" },
  down01: { payeeName: "Emilio Aguinaldo", googleCode: "708090" },
  down02: { payeeName: "Marcelo Del Pilar", googleCode: "111213" },
}

/** Seeds the brand's settings and the demo members' known addresses and verification details. */
export const seedSession: SeedStep = async (tx, members) => {
  await tx.query("insert into settings (key, value) values ($1, $2), ($3, $4) on conflict (key) do nothing", [
    brandKeys.whitelabel,
    JSON.stringify(whitelabelTree),
    brandKeys.register,
    JSON.stringify(registerRules),
  ])
  for (const [account, id] of members) {
    const details = demoVerification[account]
    await tx.query(
      `update members set known_ips = $2::text[], email = coalesce(email, $3), payee_name = coalesce(payee_name, $4),
              google_code = coalesce(google_code, $5)
        where id = $1`,
      [id, loopbackIps, `${account}@arena.example`, details?.payeeName ?? null, details?.googleCode ?? null],
    )
  }
}
