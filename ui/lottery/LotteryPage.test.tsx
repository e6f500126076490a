// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import type { Event } from "../../core/events/Event.ts"
import type { WireAnswer, WireRequest } from "../../core/ports/Platform.ts"
import { ok, refused } from "../../core/workflows/testRuntime.ts"
import { loadAreas } from "../i18n/i18n.ts"
import { loadSettingsFor, member, renderAt, setup, status } from "../testing/harness.tsx"

afterEach(cleanup)

const now = Date.UTC(2025, 0, 21, 4, 7, 30)
const raw = (body: unknown): WireAnswer => ({ status: 200, body })

const lottMenu = {
  SSC: {
    gameGroupCode: "SSC",
    labelName: "Time-Time Lottery",
    gameMenus: [
      { gameCode: "CQSSC", gameName: "Chongqing SSC", prizeMode: "Lott" },
      { gameCode: "FFC1", gameName: "1-Minute SSC", prizeMode: "Lott" },
    ],
  },
  PK10: {
    gameGroupCode: "PK10",
    labelName: "PK10 Racing",
    gameMenus: [{ gameCode: "BJPK10", gameName: "Beijing PK10" }],
  },
}
const vnMenu = {
  MB: {
    gameGroupCode: "MB",
    labelName: "North",
    gameMenus: [{ gameCode: "MBHN", gameName: "Hà Nội", prizeMode: "SEA" }],
  },
}

const draw = (gameCode: string, gameName: string, numero: string, winNumber: string, prizeMode = "Lott") => ({
  gameCode,
  gameName,
  prizeMode,
  numero,
  winNumber,
  openTime: "2025-01-21 12:07:00",
  nextOpenTime: "2025-01-21 12:08:00",
})

/** Popular (count 20) and full (count 100) lists of the prize mode asked. */
const opened = (request: WireRequest): WireAnswer => {
  const q = request.body as { count: number; prizeMode: string }
  if (q.prizeMode === "SEA") return raw([draw("MBHN", "Hà Nội", "20250121", "483920", "SEA")])
  const popular = [
    draw("CQSSC", "Chongqing SSC", "20250121-037", "1,2,3,4,5"),
    draw("FFC1", "1-Minute SSC", "20250121-0728", "9,8,7,6,5"),
  ]
  return raw(q.count === 100 ? [...popular, draw("CQSSC", "Chongqing SSC", "20250121-036", "0,0,1,1,2")] : popular)
}

const answers = (extra: Record<string, unknown> = {}) => ({
  status: status(),
  whitelabel: ok([]),
  registerRules: ok({}),
  domainRoute: ok({}),
  gameVendors: ok({ data: { lanes: [] } }),
  hotGames: ok({ list: [] }),
  lotteryMenus: raw(lottMenu),
  vnLotteryMenus: raw(vnMenu),
  vnOpenedNumbers: opened,
  ...extra,
})

const loggedIn: ReadonlyArray<Event> = [
  { _tag: "LoginSucceeded", value: { token: "[redacted]" } },
  { _tag: "MemberInfoLoaded", value: { id: 7, account: "alice", type: 0 } },
]

const open = async (path: string, options: { extra?: Record<string, unknown>; events?: ReadonlyArray<Event> } = {}) => {
  const rt = await setup({
    answers: answers(options.extra),
    now,
    session: [["token", "tok"]],
    events: [{ _tag: "LanguageChanged", language: "en" }, { _tag: "ClockTicked", now }, ...(options.events ?? [])],
  })
  await loadAreas(["lottery"])
  await loadSettingsFor(rt)
  const view = renderAt(path)
  return { rt, view }
}

const games = () => screen.findByRole("region", { name: "Games" })

describe("the lottery page", () => {
  it("shows the menu by category with each game's latest draw and countdown, and the popular list", async () => {
    await open("/lottery")
    expect(await screen.findByRole("heading", { level: 1, name: "Lottery" })).toBeTruthy()
    const menu = await games()
    const card = (await within(menu).findByRole("heading", { name: "Chongqing SSC" })).closest("li")!
    expect(within(card as HTMLElement).getByText("Draw 20250121-037")).toBeTruthy()
    expect(within(card as HTMLElement).getByText("Winning numbers: 1, 2, 3, 4, 5")).toBeTruthy()
    // 12:07:30 GMT+8 now, next draw at 12:08:00.
    expect(within(card as HTMLElement).getByText("00:30")).toBeTruthy()
    fireEvent.click(within(menu).getByRole("tab", { name: "PK10 Racing" }))
    expect(within(menu).getByRole("heading", { name: "Beijing PK10" })).toBeTruthy()
    expect(within(menu).queryByRole("heading", { name: "Chongqing SSC" })).toBeNull()
    const board = screen.getByRole("region", { name: "Latest results" })
    const popular = await within(board).findByRole("list", { name: "Popular (20)" })
    expect(within(popular).getAllByRole("listitem")).toHaveLength(2)
  })

  it("asks for the popular list with count 20 and the full one with count 100, in the page's prize mode", async () => {
    const { rt } = await open("/lottery")
    const board = await screen.findByRole("region", { name: "Latest results" })
    await within(board).findByRole("list", { name: "Popular (20)" })
    fireEvent.click(within(board).getByRole("button", { name: "All results (100)" }))
    const full = await within(board).findByRole("list", { name: "All results (100)" })
    expect(within(full).getAllByRole("listitem")).toHaveLength(3)
    const asked = rt.requests.filter((r) => r.endpoint.name === "vnOpenedNumbers").map((r) => r.body)
    expect(asked).toEqual([
      { count: 20, prizeMode: "Lott", device: "WEB", language: "EN" },
      { count: 100, prizeMode: "Lott", device: "WEB", language: "EN" },
    ])
    expect(rt.requests.find((r) => r.endpoint.name === "lotteryMenus")?.body).toEqual({ prizeMode: "Lott" })
  })

  it("gives a visitor the login popup on choosing a game, and asks the platform nothing", async () => {
    const { rt } = await open("/lottery")
    const menu = await games()
    fireEvent.click(await within(menu).findByRole("button", { name: "Bet now Chongqing SSC" }))
    expect(await screen.findByRole("alertdialog", { name: "Please log in" })).toBeTruthy()
    expect(rt.called()).not.toContain("launchGame")
  })

  it("refuses a trial member with the real-account warning", async () => {
    const { rt } = await open("/lottery", {
      events: [loggedIn[0]!, { _tag: "MemberInfoLoaded", value: { id: 8, account: "demo", type: 4 } }],
    })
    fireEvent.click(await within(await games()).findByRole("button", { name: "Bet now Chongqing SSC" }))
    expect(await screen.findByRole("alertdialog")).toBeTruthy()
    expect(rt.called()).not.toContain("launchGame")
  })

  it("opens a member's game through the lobby link and shows the lobby in a sandboxed frame, then back", async () => {
    const { rt } = await open("/lottery", {
      events: loggedIn,
      extra: { launchGame: ok({ gameUrl: "/play/lottery?t=abc" }), memberInfo: member("alice") },
    })
    fireEvent.click(await within(await games()).findByRole("button", { name: "Bet now Chongqing SSC" }))
    const frame = (await screen.findByTitle("Lottery lobby")) as HTMLIFrameElement
    expect(frame.getAttribute("src")).toBe("/play/lottery?t=abc")
    expect(frame.getAttribute("sandbox")?.split(" ")).not.toContain("allow-same-origin")
    expect(screen.getByRole("heading", { level: 1, name: "Chongqing SSC" })).toBeTruthy()
    const request = rt.requests.find((r) => r.endpoint.name === "launchGame")?.body
    expect(request).toEqual({
      device: "WEB",
      lottoArea: "VN",
      lottoPrizeMode: "Lott",
      launchMode: "LOTT",
      language: "EN",
      lottoGameCode: "CQSSC",
      lottoView: "betting",
      backUrl: `${window.location.origin}/lottery`,
    })
    fireEvent.click(screen.getByRole("button", { name: "Back to the results" }))
    expect(await screen.findByRole("heading", { level: 1, name: "Lottery" })).toBeTruthy()
    expect(rt.store.state().launch.status._tag).toBe("Idle")
  })

  it("opens the lobby view without a game code from the hero", async () => {
    const { rt } = await open("/lottery", {
      events: loggedIn,
      extra: { launchGame: ok({ gameUrl: "/play/lottery?t=l" }) },
    })
    fireEvent.click(await screen.findByRole("button", { name: "Open the lottery lobby" }))
    await screen.findByTitle("Lottery lobby")
    const request = rt.requests.find((r) => r.endpoint.name === "launchGame")?.body as Record<string, unknown>
    expect(request.lottoView).toBe("lobby")
    expect(request.lottoGameCode).toBeUndefined()
  })

  it("says when the launch failed, with a retry", async () => {
    const { rt } = await open("/lottery", {
      events: loggedIn,
      extra: {
        launchGame: [refused(500, "system.busy", "The system is busy"), ok({ gameUrl: "/play/lottery?t=2" })],
      },
    })
    fireEvent.click(await within(await games()).findByRole("button", { name: "Bet now 1-Minute SSC" }))
    const alert = await screen.findByRole("alert")
    expect(within(alert).getByText("The system is busy")).toBeTruthy()
    fireEvent.click(within(alert).getByRole("button", { name: "Try again" }))
    await screen.findByTitle("Lottery lobby")
    expect(rt.called().filter((n) => n === "launchGame")).toHaveLength(2)
  })

  it("shows the error with a retry when the menu and the results fail, then loads them", async () => {
    await open("/lottery", {
      extra: {
        lotteryMenus: [refused(500, "system.busy"), raw(lottMenu)],
        vnOpenedNumbers: [{ status: 500, body: "oops" }, opened],
      },
    })
    expect(await screen.findByText("The lottery games could not be loaded.")).toBeTruthy()
    expect(await screen.findByText("The results could not be loaded.")).toBeTruthy()
    const problems = screen.getAllByRole("alert")
    expect(problems).toHaveLength(2)
    for (const p of problems) fireEvent.click(within(p).getByRole("button", { name: "Try again" }))
    expect(await within(await games()).findByRole("heading", { name: "Chongqing SSC" })).toBeTruthy()
    await waitFor(() => expect(screen.queryAllByRole("alert")).toHaveLength(0))
  })

  it("says so when there is no game and no draw", async () => {
    await open("/lottery", { extra: { lotteryMenus: raw({}), vnOpenedNumbers: raw([]) } })
    expect(await screen.findByText("No lottery games are offered right now.")).toBeTruthy()
    expect(await screen.findByText("No draws have opened yet.")).toBeTruthy()
  })
})

describe("the Vietnamese lottery page", () => {
  it("shows the Vietnamese menu and draws and opens a game in prize mode SEA for TCG_LOTTO_VN", async () => {
    const { rt } = await open("/Vnlottery", {
      events: loggedIn,
      extra: { launchGame: ok({ gameUrl: "https://lotto.example/vn?t=1" }) },
    })
    expect(await screen.findByRole("heading", { level: 1, name: "Vietnamese Lottery" })).toBeTruthy()
    const menu = await games()
    expect(await within(menu).findByText("Winning numbers: 483920")).toBeTruthy()
    await act(async () => {
      fireEvent.click(within(menu).getByRole("button", { name: "Bet now Hà Nội" }))
    })
    const frame = (await screen.findByTitle("Lottery lobby")) as HTMLIFrameElement
    expect(frame.getAttribute("sandbox")?.split(" ")).toContain("allow-same-origin")
    expect(rt.requests.find((r) => r.endpoint.name === "vnLotteryMenus")?.body).toEqual({
      prizeMode: "SEA",
      device: "WEB",
    })
    expect(rt.requests.find((r) => r.endpoint.name === "launchGame")?.body).toMatchObject({
      lottoPrizeMode: "SEA",
      lottoGameCode: "MBHN",
      backUrl: `${window.location.origin}/Vnlottery`,
    })
  })
})
