/**
 * The demo brand's records and VIP levels in the language a call carries (spec section 1: CN, EN, JA, TH, VI, PT):
 * the record type names and remarks of the account record, the bonus details, the points transactions, the deposit
 * and withdrawal histories and the redeem history, the VIP level names, the member's rank and label, the referral
 * rules, the points mall's units and the PVP rooms' tables. English stays as
 * seeded (the e2e tests read it); in each other language no English word of a seeded text is left. Vendor names,
 * game names, codes and round ids are names, not English, and stay as they are.
 */
import { describe, expect, it } from "vitest"
import { Api } from "../../core/contract/Api.ts"
import { timesOf } from "../../core/model/DateRange.ts"
import { demoGames } from "../../sandbox/games/catalogue.ts"
import { vendors } from "../../sandbox/seed/vendors.ts"
import { decodes, ledgerSandbox, range, signedIn } from "./moneyKit.ts"

const sandbox = ledgerSandbox()

const page = { page: 1, size: 100 }

/** The texts a member's records and the VIP page show, in `language`, in a stable order. */
const textsOf = async (account: string, language: string) => {
  const { c } = await signedIn(sandbox, account)
  const get = async <E extends (typeof Api)[keyof typeof Api]>(e: E, query?: Record<string, unknown>) =>
    decodes(
      e,
      await c.request("GET", e.path, { ...(query === undefined ? {} : { query }), headers: { Language: language } }),
    )
  const days = range(sandbox, 60, 1)
  const texts: Array<string> = []
  const add = (...ts: ReadonlyArray<string | null | undefined>) => {
    for (const t of ts) if (t != null && t !== "") texts.push(t)
  }
  for (const r of (await get(Api.accountRecords, { ...days, ...page })).list ?? []) add(r.typeName, r.remarks)
  for (const r of (await get(Api.bonusDetails, { ...days, ...page })).list ?? []) add(r.typeName, r.remarks)
  for (const accountTypeId of [9, 0])
    for (const t of (await get(Api.memberTransactions, { ...timesOf(days), accountTypeId, ...page })).list ?? [])
      add(t.txTypeName, t.remarks)
  for (const d of (await get(Api.depositHistory, { ...days, ...page })).list ?? []) add(d.channelName, d.remarks)
  for (const w of (await get(Api.withdrawalHistory, { ...days, ...page })).list ?? []) add(w.remarks)
  for (const r of (await get(Api.redeemPointList, { ...days, ...page })).list ?? []) add(r.rewardName, r.remarks)
  for (const l of await get(Api.vipLevels)) add(l.name)
  const rank = await get(Api.playerRankProgress)
  add(rank.labelName, rank.nextLabelName)
  for (const l of (await get(Api.memberInfo)).memberLabel ?? []) add(l.labelName)
  add((await get(Api.referral)).rules)
  for (const r of (await get(Api.pointRewards, page)).list ?? []) add(r.units)
  for (const r of (await get(Api.pvpRooms, { language })).list ?? []) add(r.roomName)
  return texts
}

/** Names that are the same in every language: vendors, games and the brand. */
const names = [...vendors.map((v) => v.displayName), ...demoGames.map((g) => g.name), "Arena"].sort(
  (a, b) => b.length - a.length,
)

/** Words a language spells as English does (Portuguese's "Bronze"), not left untranslated. */
const sameIn: Readonly<Record<string, ReadonlyArray<string>>> = { PT: ["Bronze"] }

/** The English words of a text, once names and anything holding a digit are taken out. */
const englishWords = (text: string): ReadonlyArray<string> => {
  let rest = text
  for (const n of names) rest = rest.split(n).join(" ")
  return rest
    .split(/[\s:→#,.()]+/)
    .filter((w) => !/\d/.test(w))
    .flatMap((w) => w.split("-"))
    .filter((w) => /^[A-Za-z][a-z]{2,}$/.test(w))
}

describe("records and VIP levels in the language asked", () => {
  it.each(["player01", "agent01", "down01"])(
    "answers %s's record types, remarks and the VIP names in CN, JA, TH, VI and PT, English as seeded",
    async (account) => {
      const english = await textsOf(account, "EN")
      expect(english).toContain("Gold")
      expect(english.some((t) => englishWords(t).length > 0)).toBe(true)
      const left: Array<string> = []
      for (const language of ["CN", "JA", "TH", "VI", "PT"]) {
        const mine = await textsOf(account, language)
        expect(mine.length, language).toBe(english.length)
        for (const [i, t] of mine.entries()) {
          const words = englishWords(english[i]!).filter(
            (w) => !(sameIn[language] ?? []).includes(w) && new RegExp(`(^|[^\\p{L}])${w}($|[^\\p{L}])`, "u").test(t),
          )
          if (words.length > 0) left.push(`${language}: "${t}" (English "${english[i]}")`)
        }
      }
      expect([...new Set(left)]).toEqual([])
    },
  )
})
