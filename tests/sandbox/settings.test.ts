/**
 * Contract tests of the settings calls on the sandbox: status, white-label menu, registration rules,
 * domain routes, help centre and countries, each called over HTTP and decoded through the core contract; the brand's
 * settings read from the database (a module switched on a running sandbox shows at once); the development tools of
 * the area (mail outbox, speed-test ping). Runs on PGlite, and on PostgreSQL when ARENA_TEST_PG is set.
 */
import { describe, expect, it } from "vitest"
import { Api } from "../../core/contract/Api.ts"
import { findTopic, type HelpTopic } from "../../core/model/HelpCentre.ts"
import { mailOutboxRoute } from "../../sandbox/accounts/mailOutbox.ts"
import type { Services } from "../../sandbox/services.ts"
import { fileSandbox } from "./harness.ts"
import { clientFrom, decoded, freshIp, refused, switchModule } from "./sessionKit.ts"

const sandbox = fileSandbox()

const c = (ip?: string) => clientFrom(sandbox.url, ip)
const db = () => sandbox.services.db
const port = () => new URL(sandbox.url).port

describe("status", () => {
  it("answers the permission check with the brand's settings and the flattened flags", async () => {
    const res = await c().get("/wps/system/status", { url: "localhost" })
    const value = decoded(Api.status, res)
    expect(value).toMatchObject({ maintenance: false, regionRestriction: false })
    expect(value.info?.whitelabelVal).toMatchObject({ FREEPLAY3: true, REGMOBVERF3: false, CHNGPASSVERIF3: true })
    expect(value.info?.register?.username?.minLength).toBe(6)
    expect(value.info?.customerService?.length).toBeGreaterThan(0)
    expect(res.body.value.info.whitelabel[0].enabled).toBe("1")
    expect(res.body.value.info.whitelabelVal.HOMEPAGE).toBe("1")
  })
  it("locates the caller: loopback is the local network, another address the home market", async () => {
    expect(decoded(Api.status, await c().get("/wps/system/status")).location?.country).toBe("Local network")
    const ip = freshIp()
    const elsewhere = decoded(Api.status, await c(ip).get("/wps/system/status")).location
    expect(elsewhere).toMatchObject({ ip, countryCode: "PH" })
  })
  it("follows the maintenance switch", async () => {
    await c().request("POST", "/sandbox/admin/switches", { body: { maintenance: true } })
    expect(decoded(Api.status, await c().get("/wps/system/status")).maintenance).toBe(true)
    await c().request("POST", "/sandbox/admin/switches", { body: { maintenance: false } })
  })
})

describe("white-label menu", () => {
  it("answers the module tree with '1'/'0' flags", async () => {
    const res = await c().get("/wps/system/whitelabel")
    const tree = decoded(Api.whitelabel, res)
    expect(tree.map((n) => n.modId)).toContain("HOMEPAGE")
    expect(res.body.value[0]).toMatchObject({ modId: "HOMEPAGE", enabled: "1" })
  })
  it("shows a module switched in the database at once, and the calls follow it", async () => {
    await switchModule(db(), "FREEPLAY3", false)
    try {
      const flags = decoded(Api.status, await c().get("/wps/system/status")).info?.whitelabelVal
      expect(flags?.FREEPLAY3).toBe(false)
      const home = decoded(Api.whitelabel, await c().get("/wps/system/whitelabel")).find((n) => n.modId === "HOMEPAGE")
      expect(home?.childrenNodes.find((n) => n.modId === "FREEPLAY3")?.enabled).toBe(false)
      refused(
        await c(freshIp()).request("POST", "/wps/session/login/freeplay", { body: { platform: "W" } }),
        403,
        "freeplay_disabled",
      )
    } finally {
      await switchModule(db(), "FREEPLAY3", true)
    }
    decoded(Api.freePlay, await c(freshIp()).request("POST", "/wps/session/login/freeplay", { body: {} }))
  })
})

describe("registration rules", () => {
  it("answers the rules by field", async () => {
    const rules = decoded(Api.registerRules, await c().get("/wps/system/setting/register"))
    expect(rules.username).toMatchObject({ enabled: true, required: true, minLength: 6, maxLength: 16 })
    expect(rules.captcha?.enabled).toBe(false)
  })
})

describe("domain routes", () => {
  it("answers customer service and the sandbox's own names as mirrors", async () => {
    const route = decoded(Api.domainRoute, await c().get("/wps/system/domainRoute"))
    const names = route.domainList?.map((d) => d.domainName) ?? []
    expect(names).toContain(new URL(sandbox.url).host)
    expect(names).toContain(`localhost:${port()}`)
    expect(names).toContain(`127.0.0.2:${port()}`)
    expect(route.customerService?.find((s) => s.type === 3)?.path).toBeTruthy()
  })
})

describe("help centre", () => {
  const all = (topics: ReadonlyArray<HelpTopic>): Array<HelpTopic> =>
    topics.flatMap((t) => [t, ...all(t.children ?? [])])

  it("answers the topics with the user agreement, in clean HTML", async () => {
    const topics = decoded(Api.helpCentre, await c().get("/wps/system/helpCenter", { lang: "EN", device: "WEB" }))
    expect(topics.length).toBeGreaterThanOrEqual(5)
    expect(findTopic(topics, "term")?.content).toMatch(/18 years old/)
    for (const t of all(topics)) {
      expect(t.content ?? "").not.toMatch(/<(script|style|iframe|form|input|object)|\son\w+=|style=|javascript:/i)
      expect(t.content ?? "").toMatch(/^<[a-z0-9]+>.*<\/[a-z0-9]+>$/)
    }
  })
  it("answers the same topics, translated, in each other language, in clean HTML", async () => {
    const english = all(decoded(Api.helpCentre, await c().get("/wps/system/helpCenter", { lang: "EN" })))
    // Words a language writes as English does: names, codes, the brand; Portuguese's "portal" and its "Demo" button.
    const names = /\b(Arena|Google|SMS|portal|Demo)\b/g
    const words = (t: HelpTopic) =>
      `${t.title} ${t.content}`
        .replace(/<[^>]+>/g, " ")
        .replace(names, " ")
        .match(/\b[A-Za-z][a-z]{2,}\b/g) ?? []
    for (const lang of ["CN", "JA", "TH", "VI", "PT"]) {
      const topics = all(decoded(Api.helpCentre, await c().get("/wps/system/helpCenter", { lang })))
      expect(
        topics.map((t) => t.tag),
        lang,
      ).toEqual(english.map((t) => t.tag))
      for (const [i, t] of topics.entries()) {
        expect(t.content ?? "").toMatch(/^<[a-z0-9]+>.*<\/[a-z0-9]+>$/)
        const left = words(english[i]!).filter((w) =>
          new RegExp(`(^|[^\\p{L}])${w}($|[^\\p{L}])`, "u").test(`${t.title} ${t.content}`),
        )
        expect(left, `${lang} ${t.tag}`).toEqual([])
      }
    }
    expect(
      findTopic(decoded(Api.helpCentre, await c().get("/wps/system/helpCenter", { lang: "TH" })), "term")?.title,
    ).toBe("ข้อตกลงผู้ใช้")
  })
})

describe("countries", () => {
  it("answers the dialing codes, the home market first", async () => {
    const countries = decoded(Api.countries, await c().get("/wps/system/country"))
    expect(countries[0]).toMatchObject({ countryCode: "PH", countryDialingCode: "63" })
    expect(new Set(countries.map((x) => x.countryCode)).size).toBe(countries.length)
  })
})

describe("development tools", () => {
  it("serves the mail outbox in development mode only", async () => {
    const res = await c().get("/sandbox/mail-outbox")
    expect(res.status).toBe(200)
    expect(Array.isArray(res.body.value)).toBe(true)
    const production = { ...sandbox.services, config: { ...sandbox.services.config, development: false } } as Services
    const url = new URL("http://sandbox/sandbox/mail-outbox")
    expect(await mailOutboxRoute(production)({ method: "GET" } as never, {} as never, url)).toBe(false)
  })
})
