/**
 * The lottery pages end to end (lottery; spec section 2 "/lottery, /Vnlottery", section 7 lottery calls):
 * against the sandbox's lottery (its menus, its popular 20 and full 100 lists of opened draws, its lobby page), a
 * visitor browses the games and the opened numbers and is asked to log in on choosing one; a trial member is
 * refused; a member opens a game and the lobby link carries the spec's parameters, the lobby showing on the page in
 * a sandboxed frame; the Vietnamese lottery the same in prize mode SEA; axe at 1440 and 375 px on both pages.
 */
import { type Page, type Request, test } from "@playwright/test"
import { lott } from "../launchQueries.ts"
import {
  appearFrom,
  expect,
  freshIp,
  freshMember,
  horizontalOverflow,
  openLoggedIn,
  ready,
  seriousViolations,
  shot,
} from "./support.ts"

/**
 * For the first paint of a lazy chunk (the section, the login popup, the launch workflow): the machine is shared
 * with the other checks, and under their load a chunk can take longer than `expect`'s 10 s.
 */
const slowly = { timeout: 30_000 }

const games = (page: Page) => page.getByRole("region", { name: "Games", exact: true })
const results = (page: Page) => page.getByRole("region", { name: "Latest results" })

/** The query of the lottery launch the page asks for when `act` runs. */
const launchQuery = async (page: Page, act: () => Promise<void>): Promise<URLSearchParams> => {
  const asked = page.waitForRequest((r: Request) => new URL(r.url()).pathname === "/wps/game/launchGame")
  await act()
  return new URL((await asked).url()).searchParams
}

test.describe("lottery", () => {
  test("a visitor sees the games with their latest draws, both lists of opened numbers, and is asked to log in", async ({
    page,
  }) => {
    test.slow()
    await page.goto("/lottery")
    await ready(page)
    await expect(page.getByRole("heading", { level: 1, name: "Lottery" })).toBeVisible(slowly)

    // The menu by category, each game with its latest draw and the countdown to its next one.
    const menu = games(page)
    await expect(menu.getByRole("tab", { name: "All games" })).toHaveAttribute("aria-selected", "true")
    const card = menu.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Chongqing SSC" }) })
    await expect(card.getByText(/^Draw \d{8}-\d{4}$/)).toBeVisible()
    await expect(card.getByText(/^Winning numbers: \d(, \d){4}$/)).toBeAttached()
    await expect(card.getByText("Next draw")).toBeVisible()
    await menu.getByRole("tab", { name: "PK10 Racing" }).click()
    await expect(menu.getByRole("heading", { name: "Beijing PK10" })).toBeVisible()
    await expect(menu.getByRole("heading", { name: "Chongqing SSC" })).toHaveCount(0)
    await menu.getByRole("tab", { name: "All games" }).click()

    // The popular list (20), then the full list (100).
    const board = results(page)
    await expect(board.getByRole("list", { name: "Popular (20)" }).getByRole("listitem")).toHaveCount(20)
    await board.getByRole("button", { name: "All results (100)" }).click()
    await expect(board.getByRole("button", { name: "All results (100)" })).toHaveAttribute("aria-pressed", "true")
    await expect(board.getByRole("list", { name: "All results (100)" }).getByRole("listitem")).toHaveCount(100)

    // Choosing a game asks a visitor to log in; nothing is launched.
    let launched = false
    page.on("request", (r) => {
      if (new URL(r.url()).pathname === "/wps/game/launchGame") launched = true
    })
    await menu.getByRole("button", { name: "Bet now Chongqing SSC" }).click()
    const popup = page.getByRole("alertdialog", { name: "Please log in" })
    await expect(popup).toBeVisible(slowly)
    await expect(popup.getByText("You are not logged in, please log in.")).toBeVisible()
    expect(launched).toBe(false)
  })

  test("a trial member is refused with the real-account warning", async ({ page }) => {
    test.slow()
    await openLoggedIn(page, { username: "trial01", password: "Trial123" }, { path: "/lottery" })
    await games(page).getByRole("button", { name: "Bet now Chongqing SSC" }).click()
    await expect(page.getByRole("alertdialog").getByText(/real account/i)).toBeVisible(slowly)
    await expect(page.getByTitle("Lottery lobby")).toHaveCount(0)
  })

  /** Registers a fresh member (the test's own) and opens `path` logged in. */
  const asMember = async (page: Page, path: string) => {
    const ip = freshIp()
    await appearFrom(page, ip)
    const member = freshMember("Secret123", "lot")
    await openLoggedIn(page, member, { register: true, ip, path })
    return new URL(page.url()).origin
  }

  test("a member opens a game: the lobby link carries the spec's parameters and the lobby shows on the page", async ({
    page,
  }) => {
    // Registering hashes a password (scrypt) on a machine the other checks share: allow it time.
    test.slow()
    const origin = await asMember(page, "/lottery")
    const play = games(page).getByRole("button", { name: "Bet now Chongqing SSC" })
    await expect(play).toBeVisible(slowly)
    const query = await launchQuery(page, () => play.click())
    expect(Object.fromEntries(query)).toEqual(
      lott({ lottoPrizeMode: "Lott", lottoGameCode: "CQSSC", lottoView: "betting", backUrl: `${origin}/lottery` }),
    )
    const frame = page.getByTitle("Lottery lobby")
    await expect(frame).toBeVisible(slowly)
    expect((await frame.getAttribute("sandbox"))?.split(" ")).not.toContain("allow-same-origin")
    await expect(page).toHaveURL(/\/lottery$/)
    await expect(
      page.frameLocator('iframe[title="Lottery lobby"]').getByRole("heading", { level: 1, name: "Chongqing SSC" }),
    ).toBeVisible(slowly)
    await shot(page, "lottery-lobby-1440")
    await page.getByRole("button", { name: "Back to the results" }).click()
    await expect(page.getByRole("heading", { level: 1, name: "Lottery" })).toBeVisible()
    await expect(frame).toHaveCount(0)
  })

  test("the Vietnamese lottery: a member opens its lobby in prize mode SEA", async ({ page }) => {
    test.slow()
    const origin = await asMember(page, "/Vnlottery")
    await expect(page.getByRole("heading", { level: 1, name: "Vietnamese Lottery" })).toBeVisible(slowly)
    await expect(games(page).getByRole("tab", { name: "North (Miền Bắc)" })).toBeVisible()
    await expect(games(page).getByRole("heading", { name: "TP. Hồ Chí Minh" })).toBeVisible()
    await expect(results(page).getByRole("list", { name: "Popular (20)" }).getByRole("listitem")).toHaveCount(20)
    const vn = await launchQuery(page, () =>
      page.getByRole("button", { name: "Open the lottery lobby", exact: true }).click(),
    )
    expect(Object.fromEntries(vn)).toEqual(lott({ backUrl: `${origin}/Vnlottery` }))
    await expect(
      page.frameLocator('iframe[title="Lottery lobby"]').getByRole("heading", { level: 1, name: "Lottery lobby" }),
    ).toBeVisible(slowly)
    await expect(page).toHaveURL(/\/Vnlottery$/)
  })

  // Axe once per page, at the phone's width, where the lists stack: the sweep of every route of spec section 2
  // (a11y.e2e.ts) runs axe on both at a desktop width already. Each page is resized in place to check that it fits,
  // and to be shot, at 1440 px too.
  test("both pages have no serious accessibility violation at 375 px, and fit the screen at 375 and 1440 px", async ({
    page,
  }) => {
    test.slow()
    for (const path of ["/lottery", "/Vnlottery"]) {
      await page.setViewportSize({ width: 375, height: 812 })
      await page.goto(path)
      await ready(page)
      await expect(results(page).getByRole("list", { name: "Popular (20)" }).getByRole("listitem")).toHaveCount(20)
      await expect(
        games(page)
          .getByRole("button", { name: /^Bet now / })
          .first(),
      ).toBeVisible()
      expect.soft(await seriousViolations(page), `${path} at 375 px: serious axe violations`).toEqual([])
      for (const [width, height] of [
        [375, 812],
        [1440, 900],
      ] as const) {
        await page.setViewportSize({ width, height })
        const { scrollWidth, innerWidth } = await horizontalOverflow(page)
        expect.soft(scrollWidth, `${path} at ${width} px scrolls sideways`).toBeLessThanOrEqual(innerWidth)
        await shot(page, `lottery${path.replace("/", "-")}-${width}`)
      }
    }
  })
})
