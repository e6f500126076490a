/**
 * Contract tests of the content calls (core/contract/api/content.ts): announcements by type and execution, the
 * winner board from the bets in the database, feedback within the word bounds behind a captcha, the member's unread
 * message count, and the speed test's ping.
 */
import { describe, expect, it } from "vitest"
import { Api } from "../../core/contract/Api.ts"
import { bannerTextZone } from "../../core/model/Announcements.ts"
import { feedbackWordBounds } from "../../core/validation/Feedback.ts"
import { historyProfiles } from "../../sandbox/games/history.ts"
import { decodes, memberOf, refuses, signedIn, unbalancedEntries } from "./gamesKit.ts"
import { client, fileSandbox } from "./harness.ts"

const sandbox = fileSandbox()

const announcements = (q: Record<string, unknown>) =>
  client(sandbox.url).get(Api.announcements.path, { platform: "W", ...q })

describe("announcements", () => {
  it("answers banners, player notices, popups and promotions in the wire shapes", async () => {
    const value = decodes(Api.announcements, await announcements({ types: "B,PL,PU,PR,H", execution: "B" }))
    expect(value.banners!.filter((b) => b.groupName === "w_home")).toHaveLength(5)
    const game = value.banners!.find((b) => b.linkageType === "G")!
    expect([game.vendor, game.nodeId]).toEqual(["PT", "101101"])
    expect(value.player!.length).toBeGreaterThan(9)
    for (const n of value.player!) expect(n.timestamp).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/)
    const html = value.player!.map((n) => n.content).join("")
    for (const tag of ["<h3>", "<ul>", "<ol>", "<table>", "<a href="]) expect(html).toContain(tag)
    expect(html).toContain("onerror=")
    expect(html).toContain("<script>")
    expect(value.popup!.map((p) => p.execution).sort()).toEqual(["A", "B"])
    expect(value.promotion!.map((p) => p.promotionType)).toEqual(["WELCOME", "REBATE", "REFERRAL", "LOTTERY"])
    const image = await fetch(`${sandbox.url}${value.banners![0]!.url}`)
    expect(image.headers.get("content-type")).toBe("image/svg+xml")
  })
  it("answers only the lists asked for, popups by execution and banners by group", async () => {
    const popups = decodes(Api.announcements, await announcements({ types: "PU", execution: "F" }))
    expect(Object.keys(popups)).toEqual(["popup"])
    expect(popups.popup!.map((p) => p.execution).sort()).toEqual(["A", "F"])
    const all = decodes(Api.announcements, await announcements({ types: "PU" }))
    expect(all.popup).toHaveLength(3)
    const login = decodes(Api.announcements, await announcements({ types: "B", groupName: "w_login" }))
    expect(login.banners!.map((b) => b.url)).toEqual(["/images/banners/login.svg"])
  })
  it("answers every announcement in the language the call carries, each language its own words", async () => {
    const inLanguage = async (language: string) =>
      decodes(
        Api.announcements,
        await client(sandbox.url).request("GET", Api.announcements.path, {
          query: { platform: "W", types: "B,PL,PU,PR" },
          headers: { Language: language },
        }),
      )
    const english = await inLanguage("EN")
    const words = (v: typeof english) => [
      ...v.banners!.flatMap((b) => [b.title, b.subtitle, b.action]),
      ...[...v.player!, ...v.popup!, ...v.promotion!].flatMap((n) => [n.title, n.content]),
    ]
    expect(english.banners!.every((b) => (b.title ?? "") !== "")).toBe(true)
    const seen = new Set<string>([JSON.stringify(words(english))])
    for (const language of ["CN", "JA", "TH", "VI", "PT"]) {
      const value = await inLanguage(language)
      const mine = words(value)
      // Every text differs from the English one, except the names and figures a notice keeps (none here).
      mine.forEach((w, i) => {
        if (words(english)[i] == null) expect(w, `${language} #${i}`).toBeNull()
        else expect(w, `${language} #${i}`).not.toBe(words(english)[i])
      })
      seen.add(JSON.stringify(mine))
    }
    expect(seen.size).toBe(6)
    expect((await inLanguage("TH")).banners![0]!.title).toBe("โบนัสต้อนรับ 100%")
  })
  it("draws banners without words, the art clipped out of the text zone", async () => {
    const value = decodes(Api.announcements, await announcements({ types: "B,PR" }))
    const urls = [...value.banners!.map((b) => b.url), ...value.promotion!.map((p) => p.url)]
    expect(new Set(urls).size).toBe(urls.length)
    for (const url of urls) {
      const svg = await (await fetch(`${sandbox.url}${url}`)).text()
      expect(svg, url!).not.toMatch(/<text|<tspan/)
      // Everything but the two background fills is inside the group clipped to the right of the text zone.
      expect(svg, url!).toContain(`<clipPath id="art"><rect x="${1200 * bannerTextZone}" y="0"`)
      const body = svg.slice(svg.indexOf("</defs>") + "</defs>".length, -"</svg>".length)
      const outside = body.replace(/<g clip-path="url\(#art\)"[\s\S]*<\/g>$/, "")
      expect(outside, url!).toBe(
        '<rect width="1200" height="400" fill="url(#g)"/><rect width="1200" height="400" fill="url(#calm)"/>',
      )
    }
  })
  it("refuses unknown types and platforms, naming the field", async () => {
    const res = await announcements({ types: "B,XX" })
    refuses(res, 400, "request_param_err")
    expect(res.body.message).toContain("types")
    refuses(await announcements({ types: "B", platform: "M" }), 400, "request_param_err")
    refuses(await announcements({ types: "B", execution: "Z" }), 400, "request_param_err")
  })
})

describe("the winner board", () => {
  const board = (q: Record<string, unknown>) =>
    client(sandbox.url).get(Api.winnerBoard.path, { gameCategory: "ALL", language: "EN", limitNum: 20, ...q })

  it("lists the seeded history's biggest wins, largest first, masked, within the limit", async () => {
    const list = decodes(Api.winnerBoard, await board({})).list.map((e) => e.vo)
    expect(list.length).toBeGreaterThan(10)
    expect(list.length).toBeLessThanOrEqual(20)
    const amounts = list.map((v) => v.winAmount ?? 0)
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a))
    for (const v of list) expect(v.customerName).toMatch(/^[a-z0-9]{2}\*\*\*[a-z0-9]{2}$/)
    expect(list.some((v) => v.customerName === "pl***01")).toBe(true)
    const [top] = await sandbox.services.db.query<{ payout: string }>(
      "select payout from bets where payout > stake order by payout desc limit 1",
    )
    expect(list[0]!.winAmount).toBe(Number(top!.payout))
    expect(decodes(Api.winnerBoard, await board({ limitNum: 3 })).list).toHaveLength(3)
    expect(decodes(Api.winnerBoard, await board({ gameCategory: "LIVE" })).list).toEqual([])
    expect(decodes(Api.winnerBoard, await board({ gameCategory: "RNG" })).list.length).toBe(list.length)
  })
  it("comes from seeded rounds that leave every wallet as the brand seeded it", async () => {
    for (const profile of historyProfiles) {
      const member = await memberOf(sandbox, profile.account)
      // What the seeded history moved on each of the member's wallets: nothing, in sum.
      const moved = await sandbox.services.db.query<{ code: string; net: string }>(
        `select a.code, sum(p.amount) as net from postings p
           join journal j on j.id = p.journal_id join accounts a on a.id = p.account_id
          where a.member_id = $1 and (j.kind = 'game.round' or (j.kind = 'wallet.transfer' and j.meta->>'note' = 'seeded history'))
          group by a.code`,
        [member.id],
      )
      expect(moved.length).toBeGreaterThan(1)
      for (const m of moved) expect(Number(m.net), `${profile.account} ${m.code}`).toBe(0)
      const [bets] = await sandbox.services.db.query<{ n: string }>(
        "select count(*) as n from bets where member_id = $1",
        [member.id],
      )
      expect(Number(bets!.n)).toBeGreaterThanOrEqual(profile.rounds)
    }
    expect(await unbalancedEntries(sandbox)).toBe(0)
  })
  it("refuses a limit out of bounds and an unknown category", async () => {
    for (const q of [{ limitNum: 0 }, { limitNum: 1000 }, { limitNum: 2.5 }, { gameCategory: "NOPE" }]) {
      refuses(await board(q), 400, "request_param_err")
    }
  })
})

describe("feedback", () => {
  let n = 0
  /** A client from an address of its own, with a live captcha; returns the client and the captcha's answer. */
  const withCaptcha = async (token?: string) => {
    const ip = `198.51.100.${++n}`
    const c = client(sandbox.url)
    if (token !== undefined) c.setToken(token)
    const headers = { "X-Forwarded-For": ip }
    expect((await c.request("GET", "/wps/captcha", { headers })).status).toBe(200)
    const [row] = await sandbox.services.db.query<{ answer: string }>(
      "select answer from captchas where ip = $1 order by id desc limit 1",
      [ip],
    )
    const send = (body: Record<string, unknown>) => c.request("PUT", Api.feedback.path, { body, headers })
    return { send, captcha: row!.answer, ip }
  }
  const words = (k: number) => Array.from({ length: k }, (_, i) => `word${i}`).join(" ")

  it("stores a visitor's feedback within the word bounds", async () => {
    const { send, captcha, ip } = await withCaptcha()
    const res = await send({
      sender: "",
      content: "The lottery page is great, thank you!",
      type: "SUGGESTION",
      captcha,
    })
    decodes(Api.feedback, res)
    const [row] = await sandbox.services.db.query<{ member_id: string | null; content: string; sender: string }>(
      "select member_id, content, sender from feedback where ip = $1",
      [ip],
    )
    expect(row).toEqual({ member_id: null, content: "The lottery page is great, thank you!", sender: "" })
  })
  it("stores a member's feedback with an attachment", async () => {
    const { c, member } = await signedIn(sandbox, "player01")
    const { send, captcha } = await withCaptcha(c.token())
    const file = "data:image/png;base64,iVBORw0KGgo="
    decodes(Api.feedback, await send({ sender: "player01", content: words(8), type: "BUG", captcha, file }))
    const [row] = await sandbox.services.db.query<{ file: string }>("select file from feedback where member_id = $1", [
      member.id,
    ])
    expect(row!.file).toBe(file)
  })
  it("refuses content outside the word bounds, a wrong captcha, another sender and a visitor's file", async () => {
    const { min, max } = feedbackWordBounds
    for (const [body, code, field] of [
      [{ sender: "", content: words(min - 1), type: "BUG" }, "request_param_err", "content"],
      [{ sender: "", content: words(max + 1), type: "BUG" }, "request_param_err", "content"],
      [{ sender: "player01", content: words(min), type: "BUG" }, "request_param_err", "sender"],
      [{ sender: "", content: words(min), type: "<b>" }, "request_param_err", "type"],
      [
        { sender: "", content: words(min), type: "BUG", file: "data:image/png;base64,AAAA" },
        "request_param_err",
        "file",
      ],
    ] as const) {
      const { send, captcha } = await withCaptcha()
      const res = await send({ ...body, captcha })
      refuses(res, 400, code)
      expect(res.body.message).toContain(field)
    }
    const { send, captcha } = await withCaptcha()
    const wrong = await send({
      sender: "",
      content: words(min),
      type: "BUG",
      captcha: captcha === "0000" ? "1111" : "0000",
    })
    refuses(wrong, 400, "captcha_incorrect")
    const [count] = await sandbox.services.db.query<{ n: string }>("select count(*) as n from feedback")
    expect(Number(count!.n)).toBe(2)
  })
  it("limits how much feedback one address sends at once", async () => {
    const ip = "198.51.100.200"
    const c = client(sandbox.url)
    const headers = { "X-Forwarded-For": ip }
    const statuses: Array<number> = []
    for (let i = 0; i < 6; i++) {
      await c.request("GET", "/wps/captcha", { headers })
      const [row] = await sandbox.services.db.query<{ answer: string }>("select answer from captchas where ip = $1", [
        ip,
      ])
      const body = { sender: "", content: words(6), type: "OTHER", captcha: row!.answer }
      statuses.push((await c.request("PUT", Api.feedback.path, { body, headers })).status)
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
  })
})

describe("the unread count", () => {
  it("counts the member's unread messages (token)", async () => {
    refuses(await client(sandbox.url).get(Api.unreadCount.path), 401, "login.not.session")
    const { c, member } = await signedIn(sandbox, "agent41")
    const before = decodes(Api.unreadCount, await c.get(Api.unreadCount.path))
    for (const readAt of [null, null, new Date()]) {
      await sandbox.services.db.query(
        "insert into messages (member_id, title, content, read_at) values ($1, $2, $3, $4)",
        [member.id, "Hello", "<p>Hi</p>", readAt],
      )
    }
    expect(decodes(Api.unreadCount, await c.get(Api.unreadCount.path))).toBe(before + 2)
    const other = (await signedIn(sandbox, "agent42")).c
    expect(decodes(Api.unreadCount, await other.get(Api.unreadCount.path))).toBe(0)
  })
})

describe("the speed test's ping", () => {
  it("answers at once with the probe's speed", async () => {
    const res = await client(sandbox.url).get(Api.ping.path, { speed: 1234 })
    decodes(Api.ping, res)
    expect(res.body.value.speed).toBe(1234)
    expect(res.headers.get("cache-control")).toBe("no-store")
    refuses(await client(sandbox.url).get(Api.ping.path), 400, "request_param_err")
  })
})
