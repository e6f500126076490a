/**
 * Properties of player protection on the sandbox's real database (PGlite, or PostgreSQL with ARENA_TEST_PG), over
 * random sequences of limit changes, deposits, slot rounds, clock moves and exclusions, each run on a fresh member:
 *
 * - no rolling window ever exceeds a limit in force when a movement is accepted: deposits for deposit limits, stakes
 *   for wager limits, stakes minus payouts for loss limits;
 * - a raised limit never applies before 24 hours: the limit in force is never looser than the strictest amount the
 *   member asked for within the last 24 hours, nor than the last one asked before them; a lowering applies at once;
 * - an excluded member never holds a session nor plays a round, and every login is refused;
 * - 50 parallel deposits cannot pass a limit together.
 *
 * The bounds are computed here from what the test asked and what the platform accepted, not with core's rules.
 * The sandbox's clock is frozen: only the test moves it, so each movement's instant is known.
 */
import fc from "fast-check"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { Api } from "../../core/contract/Api.ts"
import { insertMember } from "../../sandbox/accounts/insertMember.ts"
import { hashPassword } from "../../sandbox/auth/passwords.ts"
import { fundVendor, gameApiOf, launchGame } from "./gamesKit.ts"
import { client } from "./harness.ts"
import { decodes, ledgerSandbox, newKey } from "./moneyKit.ts"

const sandbox = ledgerSandbox()

const hour = 3_600_000
const periods = { DAY: 24 * hour, WEEK: 7 * 24 * hour } as const
type Period = keyof typeof periods
type Kind = "DEPOSIT" | "WAGER" | "LOSS"

let passwordHash = ""
let channel = { id: "", min: 0 }
beforeAll(async () => {
  sandbox.freeze()
  passwordHash = await hashPassword("Player123")
}, 60_000)
afterAll(() => sandbox?.thaw())

let serial = 0
/**
 * A member of its own for one run, with a funded slot wallet, and a client holding a session opened directly. Each
 * member calls from an address of its own (known to it, so a login needs no second verification), so the per-address
 * budget of encrypted calls never refuses a run's login or exclusion.
 */
const freshMember = async () => {
  serial += 1
  const account = `prot${process.pid % 10_000}x${serial}`
  const ip = `10.77.${serial >> 8}.${serial & 255}`
  const id = await insertMember(sandbox.services.db, {
    account,
    passwordHash,
    nickname: account,
    type: 0,
    firstTimeLogin: false,
    language: "EN",
    registeredIp: ip,
    now: sandbox.services.clock(),
  })
  if (id === undefined) throw new Error(`could not create ${account}`)
  await fundVendor(sandbox, id, 1012, 100_000_000)
  const member = { id, account, type: 0 }
  const from = { "X-Forwarded-For": ip }
  const session = async () => {
    const c = client(sandbox.url)
    c.setToken(await sandbox.services.sessions.open(member, sandbox.services.clock(), ip))
    return c
  }
  if (channel.id === "") {
    const channels = decodes(Api.depositChannels, await (await session()).get(Api.depositChannels.path))
    const cheapest = [...channels].sort((a, b) => (a.minAmount ?? 0) - (b.minAmount ?? 0))[0]!
    channel = { id: cheapest.id, min: Math.max(cheapest.minAmount ?? 0, 100) }
  }
  return { member, session, from }
}

type Op =
  | { readonly t: "limit"; readonly kind: Kind; readonly period: Period; readonly amount: number | null }
  | { readonly t: "deposit"; readonly times: number }
  | { readonly t: "bet"; readonly stake: number }
  | { readonly t: "clock"; readonly minutes: number }
  | { readonly t: "exclude" }

const op: fc.Arbitrary<Op> = fc.oneof(
  {
    arbitrary: fc.record({
      t: fc.constant("limit" as const),
      kind: fc.constantFrom<Kind>("DEPOSIT", "WAGER", "LOSS"),
      period: fc.constantFrom<Period>("DAY", "WEEK"),
      amount: fc.option(fc.integer({ min: 0, max: 40 }), { freq: 4 }),
    }),
    weight: 3,
  },
  { arbitrary: fc.record({ t: fc.constant("deposit" as const), times: fc.integer({ min: 1, max: 3 }) }), weight: 3 },
  { arbitrary: fc.record({ t: fc.constant("bet" as const), stake: fc.constantFrom(500, 1000, 2000) }), weight: 3 },
  {
    arbitrary: fc.record({ t: fc.constant("clock" as const), minutes: fc.integer({ min: 0, max: 40 * 60 }) }),
    weight: 3,
  },
  { arbitrary: fc.constant({ t: "exclude" as const }), weight: 1 },
)

interface Asked {
  readonly at: number
  readonly to: number | null
}

/**
 * The loosest limit the platform may have in force at `t` under the rule "stricter at once, looser after 24 hours":
 * the strictest of what was asked in the last 24 hours and the last thing asked before them (Infinity: none).
 */
const bound = (asked: ReadonlyArray<Asked>, t: number): number => {
  const recent = asked.filter((a) => a.at > t - 24 * hour && a.at <= t)
  const older = asked.filter((a) => a.at <= t - 24 * hour).at(-1)
  return Math.min(...[...recent, ...(older === undefined ? [] : [older])].map((a) => a.to ?? Infinity), Infinity)
}

describe("protection properties", () => {
  it("keeps every window within its limit, never applies a raise early, and keeps an excluded member out", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 4, maxLength: 14 }), async (ops) => {
        const { member, session, from } = await freshMember()
        const asked = new Map<string, Array<Asked>>()
        const deposits: Array<{ at: number; amount: number }> = []
        const rounds: Array<{ at: number; stake: number; payout: number }> = []
        let excludedUntil = 0
        let launchToken: string | undefined
        const now = () => sandbox.services.clock()
        const within = (at: number, t: number, period: Period) => at > t - periods[period] && at <= t
        // When a movement is accepted at t, the windows of the limits it counts for hold within the loosest limit
        // the rule allows (a round's loss counted as if it lost its whole stake, as the platform checks it).
        const checkWindows = (t: number, kinds: ReadonlyArray<Kind>) => {
          for (const [key, list] of asked) {
            const [kind, period] = key.split(":") as [Kind, Period]
            const limit = bound(list, t)
            if (!kinds.includes(kind) || limit === Infinity) continue
            const last = rounds.at(-1)
            const used =
              kind === "DEPOSIT"
                ? deposits.filter((d) => within(d.at, t, period)).reduce((s, d) => s + d.amount, 0)
                : rounds
                    .filter((r) => within(r.at, t, period))
                    .reduce((s, r) => s + r.stake - (kind === "LOSS" ? r.payout : 0), 0) +
                  (kind === "LOSS" ? (last?.payout ?? 0) : 0)
            expect(used, `${kind} ${period} window at ${t}`).toBeLessThanOrEqual(limit)
          }
        }
        for (const o of ops) {
          const t = now()
          const excluded = t < excludedUntil
          if (excluded) {
            // no session survives an exclusion, no login opens one, no round is played on an old launch token
            const [open] = await sandbox.services.db.query<{ n: unknown }>(
              "select count(*) as n from sessions where member_id = $1 and revoked_at is null",
              [member.id],
            )
            expect(Number(open?.n)).toBe(0)
            const login = await client(sandbox.url).request("POST", Api.login.path, {
              body: { username: member.account, password: "Player123", type: "username" },
              encrypted: true,
              headers: from,
            })
            expect(login.body.errorCode).toBe("account_excluded")
            if (launchToken !== undefined) {
              const r = await gameApiOf(sandbox)("/play/api/spin", { t: launchToken, roundId: newKey(), stake: 500 })
              expect(r.status).not.toBe(200)
            }
            if (o.t === "clock") sandbox.advance(o.minutes * 60_000)
            continue
          }
          switch (o.t) {
            case "limit": {
              const c = await session()
              const key = `${o.kind}:${o.period}`
              const body = { kind: o.kind, period: o.period, amount: o.amount === null ? null : o.amount * 10 }
              const before = decodes(Api.protection, await c.get(Api.protection.path)).limits.find(
                (l) => l.kind === o.kind && l.period === o.period,
              )
              const after = decodes(
                Api.protectionLimit,
                await c.request("PUT", Api.protectionLimit.path, { body }),
              ).limits.find((l) => l.kind === o.kind && l.period === o.period)
              const to = o.amount === null ? null : o.amount * 1000
              asked.set(key, [...(asked.get(key) ?? []), { at: t, to }])
              // a lowering (or a first limit) is in force at once
              if (to !== null && (before === undefined || to <= before.amount)) expect(after?.amount).toBe(to)
              // never looser than the rule allows
              expect(after?.amount ?? Infinity).toBeLessThanOrEqual(bound(asked.get(key)!, t))
              break
            }
            case "deposit": {
              const c = await session()
              const amount = channel.min * o.times
              const res = await c.request("POST", Api.depositRequest.path, {
                body: { channelId: channel.id, amount: amount / 100 },
                headers: { "Idempotency-Key": newKey() },
              })
              if (res.status === 200) {
                deposits.push({ at: t, amount })
                checkWindows(t, ["DEPOSIT"])
              } else expect(["deposit_limit_exceeded", "deposit_pending_limit"]).toContain(res.body.errorCode)
              break
            }
            case "bet": {
              const c = await session()
              launchToken = (await launchGame(c)).token
              const r = await gameApiOf(sandbox)("/play/api/spin", {
                t: launchToken,
                roundId: newKey(),
                stake: o.stake,
              })
              if (r.status === 200) {
                rounds.push({ at: t, stake: r.body.value.stake, payout: r.body.value.payout })
                checkWindows(t, ["WAGER", "LOSS"])
              } else expect(["wager_limit_exceeded", "loss_limit_exceeded"]).toContain(r.body.errorCode)
              break
            }
            case "clock":
              sandbox.advance(o.minutes * 60_000)
              break
            case "exclude": {
              const c = await session()
              const res = await c.request("POST", Api.protectionExclusion.path, {
                body: { kind: "COOL_OFF", days: 1, password: "Player123" },
                encrypted: true,
                headers: from,
              })
              excludedUntil = decodes(Api.protectionExclusion, res).until
              break
            }
          }
          // what the platform reports in force is never looser than the rule allows
          if (!(now() < excludedUntil)) {
            const status = decodes(Api.protection, await (await session()).get(Api.protection.path))
            for (const l of status.limits)
              if (l.period !== null) {
                const list = asked.get(`${l.kind}:${l.period}`) ?? []
                expect(l.amount, `${l.kind} ${l.period}`).toBeLessThanOrEqual(bound(list, now()))
              }
          }
        }
      }),
      { numRuns: 12 },
    )
  }, 120_000)

  it("never applies a raise or a removal before 24 hours, and applies a lowering at once", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.oneof(
            fc.option(fc.integer({ min: 0, max: 20 }), { freq: 5 }).map((amount) => ({ amount })),
            fc.integer({ min: 0, max: 30 * 60 }).map((minutes) => ({ minutes })),
          ),
          { minLength: 3, maxLength: 16 },
        ),
        async (steps) => {
          const { session } = await freshMember()
          const asked: Array<Asked> = []
          const inForce = async () =>
            decodes(Api.protection, await (await session()).get(Api.protection.path)).limits.find(
              (l) => l.kind === "WAGER" && l.period === "WEEK",
            )?.amount ?? Infinity
          for (const step of steps) {
            const t = sandbox.services.clock()
            if ("minutes" in step) sandbox.advance(step.minutes * 60_000)
            else {
              const before = await inForce()
              const to = step.amount === null ? null : step.amount * 100
              decodes(
                Api.protectionLimit,
                await (await session()).request("PUT", Api.protectionLimit.path, {
                  body: { kind: "WAGER", period: "WEEK", amount: step.amount },
                }),
              )
              asked.push({ at: t, to })
              if (to !== null && to <= before) expect(await inForce()).toBe(to)
            }
            expect(await inForce()).toBeLessThanOrEqual(bound(asked, sandbox.services.clock()))
          }
        },
      ),
      { numRuns: 15 },
    )
  }, 120_000)

  it("lets no 50 parallel deposits pass a limit together", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 0, max: 4 }), async (times, fits) => {
        const { member, session } = await freshMember()
        const amount = channel.min * times
        const limit = amount * fits + Math.floor(amount / 2)
        const c = await session()
        decodes(
          Api.protectionLimit,
          await c.request("PUT", Api.protectionLimit.path, {
            body: { kind: "DEPOSIT", period: "MONTH", amount: limit / 100 },
          }),
        )
        const results = await Promise.all(
          Array.from({ length: 50 }, () =>
            c.request("POST", Api.depositRequest.path, {
              body: { channelId: channel.id, amount: amount / 100 },
              headers: { "Idempotency-Key": newKey() },
            }),
          ),
        )
        const [row] = await sandbox.services.db.query<{ total: unknown }>(
          "select coalesce(sum(amount), 0) as total from deposits where member_id = $1",
          [member.id],
        )
        expect(Number(row?.total)).toBeLessThanOrEqual(limit)
        expect(results.filter((r) => r.status === 200)).toHaveLength(fits)
      }),
      { numRuns: 4 },
    )
  }, 120_000)
})
