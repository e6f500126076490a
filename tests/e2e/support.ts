/**
 * Helpers of the end-to-end tests: axe-core injected from the package (no network), screenshots for review into
 * artifacts/screenshots/ (ignored by git), the sandbox's development tools (SMS outbox, switches, reset), the UI's own
 * strings (so a test reads the expected text in any language), and the few steps many flows share (open a modal
 * from the header, log in, register a fresh member). Locators are accessible ones (role and name), so every step is
 * also a check that the control is labelled.
 */
import { readFileSync } from "node:fs"
import { createRequire } from "node:module"
import {
  type APIRequestContext,
  expect as baseExpect,
  type Locator,
  type Page,
  type Request,
  test,
} from "@playwright/test"
import * as Effect from "effect/Effect"
import { createArena } from "../../adapters/facade/index.ts"
import { SessionStore } from "../../core/ports/KeyValue.ts"
import { register } from "../../core/workflows/register.ts"

/**
 * `expect` with a longer wait than Playwright's 5 s: the sandbox and the lazy chunks share a 2-core machine with
 * the build and the other checks, and a first paint there can take several seconds. Tests import it from here.
 */
export const expect = baseExpect.configure({ timeout: 10_000 })

const require = createRequire(import.meta.url)
const axeSource = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8")

export interface AxeViolation {
  readonly id: string
  readonly impact: string | null
  readonly help: string
  readonly nodes: ReadonlyArray<{ readonly target: ReadonlyArray<string>; readonly summary?: string }>
}

/** Serious and critical axe-core violations of the page as it is now. */
export const seriousViolations = async (page: Page): Promise<ReadonlyArray<AxeViolation>> => {
  // A list that is reloading is dimmed on purpose (aria-busy): axe measures the settled page, not the fade.
  await page
    .locator('[aria-busy="true"]')
    .first()
    .waitFor({ state: "detached", timeout: 15_000 })
    .catch(() => undefined)
  // A modal fading in blends its colours with the cover: wait for finite animations and transitions to end.
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined)
  // Evaluated through the DevTools protocol: the page's CSP (script-src 'self') rightly refuses an inline tag.
  if (!(await page.evaluate(() => "axe" in globalThis))) await page.evaluate(axeSource)
  const result = await page.evaluate(async () => {
    const axe = (
      globalThis as unknown as {
        axe: {
          run: (
            ctx: Document,
            opts: object,
          ) => Promise<{
            violations: Array<
              Omit<AxeViolation, "nodes"> & {
                nodes: Array<{ target: Array<string>; failureSummary?: string }>
              }
            >
          }>
        }
      }
    ).axe
    // What started to animate since the wait (a popup arriving with its answer) is measured as it ends, as a person
    // sees it a moment later, not mid-fade.
    for (const a of document.getAnimations())
      if (a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY) a.finish()
    return axe.run(document, { resultTypes: ["violations"] })
  })
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 5).map((n) => ({
        target: n.target,
        ...(n.failureSummary === undefined ? {} : { summary: n.failureSummary.replace(/\s+/g, " ").slice(0, 200) }),
      })),
    }))
}

/** Saves a screenshot for review. */
export const shot = async (page: Page, name: string): Promise<void> => {
  await page.screenshot({ path: `artifacts/screenshots/${name}.png`, fullPage: false })
}

/** The header the sandbox's development tools (/sandbox/*) require: the token playwright.config.ts starts it with. */
export const devHeaders: Readonly<Record<string, string>> = { "X-Arena-Dev-Token": process.env.ARENA_DEV_TOKEN ?? "" }

/** The latest SMS code the sandbox sent to a number. */
export const smsCode = async (request: APIRequestContext, mobile: string): Promise<string> => {
  const res = await request.get(`/sandbox/sms-outbox?mobile=${encodeURIComponent(mobile)}`, { headers: devHeaders })
  const body = (await res.json()) as { value: Array<{ code: string }> }
  const code = body.value[0]?.code
  if (code === undefined) throw new Error(`no SMS for ${mobile}`)
  return code
}

/** How many SMS the sandbox has sent to a number (at most its latest 50). */
export const smsCount = async (request: APIRequestContext, mobile: string): Promise<number> => {
  const res = await request.get(`/sandbox/sms-outbox?mobile=${encodeURIComponent(mobile)}`, { headers: devHeaders })
  return ((await res.json()) as { value: Array<unknown> }).value.length
}

/** Turns the blocking switches of the sandbox on or off. */
export const switches = async (
  request: APIRequestContext,
  value: { maintenance?: boolean; regionRestricted?: boolean },
) => {
  const res = await request.post("/sandbox/admin/switches", { data: value, headers: devHeaders })
  expect(res.ok(), "the sandbox's switches answer").toBe(true)
}

/** The interface languages of the header (spec section 1), as i18n codes. */
export const languages = ["zh-CN", "en", "ja", "th", "vi", "pt"] as const
export type Lng = (typeof languages)[number]

/** The platform's code of each language (`hisLang`, the header's labels). */
export const platformCode: Readonly<Record<Lng, string>> = {
  "zh-CN": "CN",
  en: "EN",
  ja: "JA",
  th: "TH",
  vi: "VI",
  pt: "PT",
}

const stringCache = new Map<string, Readonly<Record<string, string>>>()

/** The UI's own strings of an area in a language (ui/i18n/locales/<lng>/<area>.json). */
export const strings = (lng: Lng, area: string): Readonly<Record<string, string>> => {
  const key = `${lng}/${area}`
  let s = stringCache.get(key)
  if (s === undefined) {
    s = JSON.parse(readFileSync(new URL(`../../ui/i18n/locales/${key}.json`, import.meta.url), "utf8")) as Record<
      string,
      string
    >
    stringCache.set(key, s)
  }
  return s
}

/** One string of the UI, failing loudly when the key is missing. */
export const str = (lng: Lng, area: string, key: string): string => {
  const s = strings(lng, area)[key]
  if (s === undefined) throw new Error(`no string ${area}.${key} in ${lng}`)
  return s
}

/** Escapes a string for a RegExp. */
export const literal = (s: string): RegExp => new RegExp(s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))

/** Starts the next loads of the page in `lng`, as a returning visitor would (the stored hisLang, spec section 1). */
export const startIn = async (page: Page, lng: Lng): Promise<void> => {
  await page.addInitScript(
    ([l, code]) => {
      if (localStorage.getItem("hisLang") === null) {
        localStorage.setItem("lang", l)
        localStorage.setItem("hisLang", code)
      }
    },
    [lng, platformCode[lng]] as const,
  )
}

let counter = 0

/** A fresh username the brand accepts (a letter first, then letters and digits, 6 to 16 characters). */
export const freshUsername = (prefix = "e2e"): string => {
  counter += 1
  const tail = `${Date.now().toString(36).slice(-6)}${counter.toString(36)}${Math.floor(Math.random() * 36 ** 2)
    .toString(36)
    .padStart(2, "0")}`
  return `${prefix}${tail}`.slice(0, 16)
}

/** A fresh 10-digit mobile number no seeded member has. */
export const freshMobile = (): string => `8${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`

/** A member to register: a fresh username (with `prefix`) and mobile number, and `password`. */
export const freshMember = (password: string, prefix?: string): Required<Member> => ({
  username: freshUsername(prefix),
  password,
  mobile: freshMobile(),
})

/**
 * A fresh documentation address (TEST-NET-3) to appear as: the e2e sandbox trusts X-Forwarded-For from the loopback
 * (ARENA_TRUSTED_PROXIES in playwright.config.ts), so a test that fails logins or creates accounts counts against its
 * own address, not the one the other tests share.
 */
export const freshIp = (): string => `203.0.113.${1 + Math.floor(Math.random() * 254)}`

/** Makes every request of the page come "from" `ip`. */
export const appearFrom = async (page: Page, ip: string): Promise<void> => {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": ip })
}

/** Opens the home page from an address of its own (`ip`, else a fresh one), once the portal is ready. */
export const atHomeFrom = async (page: Page, ip = freshIp()): Promise<void> => {
  await appearFrom(page, ip)
  await page.goto("/")
  await ready(page)
}

/** The header (banner landmark). */
export const header = (page: Page): Locator => page.getByRole("banner")

/** The one open dialog named `name` (modals are labelled by their title). */
export const dialog = (page: Page, name: string | RegExp): Locator =>
  page.getByRole("dialog", { name, exact: typeof name === "string" })

/**
 * `ready` for a page whose clock the test installed (`page.clock.install()`): Playwright's fake `performance` keeps no
 * marks, so the interactive mark never shows there; the header's login button in `lng` is waited for alone.
 */
export const readyOnInstalledClock = async (page: Page, lng: Lng = "en"): Promise<void> => {
  await expect(header(page).getByRole("button", { name: str(lng, "layout", "login"), exact: true })).toBeVisible({
    timeout: 20_000,
  })
}

/**
 * The portal is painted in `lng` and answers input: the header's login button reads its string, and the app has
 * marked itself interactive (ui/app/interactive.ts). The served home page paints the header's first frame before any
 * script runs, so the button alone does not say a click will be heard: a click before the mark was lost, and the
 * test then failed (and CI retried it) on the modal that never opened. A first paint (or the one after a sign-out)
 * waits on the lazy chunks and the settings: up to 20 s on a loaded machine.
 */
export const ready = async (page: Page, lng: Lng = "en"): Promise<void> => {
  await readyOnInstalledClock(page, lng)
  await page.waitForFunction(() => performance.getEntriesByName("arena:interactive").length > 0, undefined, {
    timeout: 20_000,
  })
}

/**
 * Scrolls the home page to its lower blocks (the jackpot, the winner board, the speed test, the app download), which
 * load only as a visitor comes within 200 px of them (ui/sections/index/Home.tsx), and waits for them.
 */
export const toLowerBlocks = async (page: Page): Promise<void> => {
  const blocks = page.locator(".home-panels")
  await expect(page.locator(".home-more-placeholder").or(blocks).first()).toBeAttached({ timeout: 30_000 })
  await page.evaluate(() => document.querySelector(".home-more-placeholder")?.scrollIntoView())
  await expect(blocks).toBeAttached({ timeout: 30_000 })
}

/**
 * Resolves once the page has handled the input already sent and painted what it changed: two animation frames
 * later. React runs a click's or a key's handler and commits its update before the next frame, so a check for
 * "nothing happened" made after this sees what the input did, without a fixed wait.
 */
export const inputHandled = (page: Page): Promise<void> =>
  page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))))

/**
 * Moves within the portal as its links do (wouter follows the history), without reloading the page: a sweep over
 * several routes loads the app once instead of once a route.
 */
export const navigate = async (page: Page, path: string): Promise<void> => {
  await page.evaluate((p) => {
    history.pushState(null, "", p)
    dispatchEvent(new PopStateEvent("popstate"))
  }, path)
  await expect(page).toHaveURL(new RegExp(`${literal(path).source}$`))
}

/**
 * How long the first modal of a page may take to show: it waits on a chain of lazy chunks (the overlays, the modals,
 * then the area's strings), each a request and a parse, seconds apiece on a loaded two-core machine.
 */
const firstModal = { timeout: 30_000 } as const

/** Opens a modal from the header's button of that area's name (`layout`'s `login`, `register`), titled by the area. */
const openFromHeader = async (page: Page, area: "login" | "register", lng: Lng): Promise<Locator> => {
  await header(page)
    .getByRole("button", { name: str(lng, "layout", area), exact: true })
    .click()
  const modal = dialog(page, str(lng, area, "title"))
  await expect(modal).toBeVisible(firstModal)
  return modal
}

/** Opens the login modal from the header. */
export const openLogin = (page: Page, lng: Lng = "en"): Promise<Locator> => openFromHeader(page, "login", lng)

/** Opens the register modal from the header (DIRECTREG3 is on in the demo brand). */
export const openRegister = (page: Page, lng: Lng = "en"): Promise<Locator> => openFromHeader(page, "register", lng)

/**
 * Opens the notice modal (spec section 2: title notification, pages of 9) as a visitor would: the "All notices"
 * button of the home page's notices strip, else whatever control the page offers for the notices. Fails with the
 * reason when none shows within the wait.
 */
export const openNotice = async (page: Page, lng: Lng = "en"): Promise<Locator> => {
  const where = page.getByRole("main").or(page.getByRole("banner"))
  const generic = where
    .getByRole("button", { name: /notice|notification|announcement/i })
    .or(where.getByRole("link", { name: /notice|notification/i }))
  const all = strings(lng, "home").notices_all
  const title = strings(lng, "home").notices_title
  const strip =
    all === undefined || title === undefined
      ? undefined
      : page
          .getByRole("main")
          .getByRole("region", { name: title, exact: true })
          .getByRole("button", { name: all, exact: true })
  const any = strip === undefined ? generic : strip.or(generic)
  const shown = await any
    .first()
    .waitFor({ state: "visible", timeout: 10_000 })
    .then(() => true)
    .catch(() => false)
  if (!shown) throw new Error("no button or link of the page opens the notice modal (spec section 2 'Notice modal')")
  await (strip !== undefined && (await strip.count()) > 0 ? strip : generic.first()).click()
  const modal = dialog(page, str(lng, "notice", "title"))
  await expect(modal).toBeVisible(firstModal)
  return modal
}

/** The balance button of the logged-in bar: its presence means the member is logged in. */
export const balanceButton = (page: Page): Locator => header(page).getByRole("button", { name: /(Hide|Show) balance/ })

/** Logs in by username and password through the login modal and waits for the logged-in bar. */
export const logIn = async (page: Page, username: string, password: string, lng: Lng = "en"): Promise<void> => {
  const modal = await openLogin(page, lng)
  await modal.getByRole("textbox", { name: str(lng, "login", "username"), exact: true }).fill(username)
  await modal.getByRole("textbox", { name: str(lng, "login", "password"), exact: true }).fill(password)
  await modal.getByRole("button", { name: str(lng, "login", "submit"), exact: true }).click()
}

/** The logged-in bar shows `account` (the account button opens the member centre). */
export const expectLoggedInAs = async (page: Page, account: string): Promise<void> => {
  await expect(balanceButton(page)).toBeVisible({ timeout: 15_000 })
  await expect(
    header(page)
      .getByRole("button", { name: new RegExp(`^${account}\\b`) })
      .first(),
  ).toBeAttached()
}

/** A member to log in as; with `mobile`, one to register first (`openLoggedIn`'s `register`). */
export interface Member {
  readonly username: string
  readonly password: string
  readonly mobile?: string
}

/** How `sessionFor` and `openLoggedIn` reach the worker's sandbox. */
export interface SessionOptions {
  /** Registers `member` first (by username, with `mobile` when given) instead of logging it in. */
  readonly register?: boolean
  /** The address the calls appear from (`appearFrom`), so a test's logins count against its own address. */
  readonly ip?: string
}

/**
 * A session token for `member` from the worker's real sandbox, without a page: the core's own login workflow
 * (`register: true`: its registration) runs in the test process through the library's facade, with the same encrypted
 * calls, captcha and throttle rules as the portal's form. A test whose subject is not the form gets its member this
 * way (`openLoggedIn` hands the token to a page).
 */
export const sessionFor = async (member: Member, options: SessionOptions = {}): Promise<string> => {
  const baseUrl = test.info().project.use.baseURL
  if (baseUrl === undefined) throw new Error("sessionFor needs the project's baseURL (playwright.config.ts)")
  const ip = options.ip
  const arena = createArena({
    baseUrl,
    merchantCode: "arena",
    ...(ip === undefined
      ? {}
      : {
          fetch: (url: string, init?: RequestInit) => {
            const headers = new Headers(init?.headers)
            headers.set("x-forwarded-for", ip)
            return fetch(url, { ...init, headers })
          },
        }),
  })
  if (options.register === true) {
    const form = {
      username: member.username,
      password: member.password,
      confirmPassword: member.password,
      ...(member.mobile === undefined ? {} : { mobileNum: member.mobile }),
    }
    await arena.run(register({ method: "username", form, registerUrl: `${baseUrl}/` }))
  } else {
    const outcome = await arena.login({ username: member.username, password: member.password, remember: false })
    if (outcome !== "loggedIn") throw new Error(`${member.username}'s login ended in ${outcome}: use logIn's form`)
  }
  const token = await arena.run(
    Effect.gen(function* () {
      return yield* (yield* SessionStore).get("token")
    }),
  )
  if (token === undefined || token === "") throw new Error(`no session token for ${member.username}`)
  return token
}

/**
 * Follows the page's requests from now on; the answer resolves once none but the live stream (which stays open while
 * a member is logged in) has been in flight for half a second, or after `timeout` (then the test goes on: a page that
 * polls without pause is judged by the test's own checks).
 */
const networkQuiet = (page: Page): ((timeout: number) => Promise<void>) => {
  const open = new Set<Request>()
  let last = performance.now()
  const started = (r: Request) => {
    if (r.url().includes("/wps/member/live")) return
    open.add(r)
    last = performance.now()
  }
  const ended = (r: Request) => {
    open.delete(r)
    last = performance.now()
  }
  page.on("request", started)
  page.on("requestfinished", ended)
  page.on("requestfailed", ended)
  return async (timeout) => {
    await baseExpect
      .poll(() => open.size === 0 && performance.now() - last >= 500, { timeout, intervals: [100] })
      .toBe(true)
      .catch(() => undefined)
    page.off("request", started)
    page.off("requestfinished", ended)
    page.off("requestfailed", ended)
  }
}

/**
 * Opens `path` logged in as `member` without the login form, for the tests whose subject is not the login (those
 * keep `logIn`): `sessionFor`'s token is handed to the page, where the portal keeps it (session storage `token`, spec
 * section 3 "Storage"). The page then starts as after a reload in a logged-in tab (spec section 4 "Login check":
 * member info loads with the stored token). The password never enters the browser. The token is written once, by the
 * page's first load: a sign-out and reload later stay signed out.
 *
 * It returns once the page has settled as well as painted the logged-in bar: a tab that starts logged in loads a
 * member's parts all at once (the bar's chunk, the overlays, the live stream, protection, the winner board, the
 * notices' sanitiser), which a login through the form had spread over the seconds spent typing; a test that clicked
 * at once waited behind that work, and its first dialog (a centre) needed some 30 s on the loaded machine.
 */
export const openLoggedIn = async (
  page: Page,
  member: Member,
  options: SessionOptions & {
    readonly path?: string
    /** The page's language (`startIn`): the logged-in bar is looked for in it. */
    readonly lng?: Lng
    /** The test installed the page's clock: Playwright's fake `performance` keeps no interactive mark to wait for. */
    readonly clockInstalled?: boolean
  } = {},
): Promise<void> => {
  const token = await sessionFor(member, options)
  await page.addInitScript((t) => {
    // A key of the test's own beside the portal's (which a logout clears: only the spec's keys).
    if (sessionStorage.getItem("e2e:session-handed") !== null) return
    sessionStorage.setItem("e2e:session-handed", "1")
    sessionStorage.setItem("token", t)
  }, token)
  const quiet = networkQuiet(page)
  await page.goto(options.path ?? "/")
  // The logged-in bar in the page's language: its balance button, and the account's own button. As long as a first
  // paint and the member's first answers may take on a loaded two-core machine (`ready` and `expectLoggedInAs`).
  const lng = options.lng ?? "en"
  const balance = [str(lng, "layout", "hide_balance"), str(lng, "layout", "show_balance")]
  await expect(
    header(page).getByRole("button", { name: new RegExp(balance.map((s) => literal(s).source).join("|")) }),
  ).toBeVisible({ timeout: 45_000 })
  await expect(
    header(page)
      .getByRole("button", { name: new RegExp(`^${member.username}\\b`) })
      .first(),
  ).toBeAttached()
  if (options.clockInstalled !== true)
    await page.waitForFunction(() => performance.getEntriesByName("arena:interactive").length > 0, undefined, {
      timeout: 20_000,
    })
  await quiet(30_000)
  // Then a moment the page's main thread is idle (the answers rendered); the installed clock fakes this callback.
  if (options.clockInstalled !== true)
    await page.evaluate(() => new Promise<void>((done) => requestIdleCallback(() => done(), { timeout: 10_000 })))
}

export interface NewMember {
  readonly username: string
  readonly password: string
  readonly mobile: string
}

/** Registers a fresh member by username through the register modal; it ends logged in, at home. */
export const registerMember = async (page: Page, member: NewMember): Promise<void> => {
  const modal = await openRegister(page)
  await modal.getByRole("textbox", { name: "Username" }).fill(member.username)
  await modal.getByRole("textbox", { name: "Password", exact: true }).fill(member.password)
  await modal.getByRole("textbox", { name: "Confirm password" }).fill(member.password)
  await modal.getByRole("textbox", { name: "Mobile number" }).fill(member.mobile)
  await modal.getByRole("checkbox", { name: /agree/ }).check()
  await modal.getByRole("checkbox", { name: /18 years/ }).check()
  await modal.getByRole("button", { name: "Register", exact: true }).click()
  await expect(modal).toBeHidden({ timeout: 15_000 })
  await expectLoggedInAs(page, member.username)
}

/** Signs out through the bar (at a narrow width, through the account menu) and its confirmation. */
export const signOut = async (page: Page): Promise<void> => {
  const wide = header(page).getByRole("button", { name: "Sign out", exact: true })
  if (!(await wide.isVisible())) await header(page).getByRole("button", { name: "Account menu" }).click()
  await header(page).getByRole("button", { name: "Sign out", exact: true }).click()
  const confirm = page.getByRole("alertdialog", { name: "Sign out" })
  await confirm.getByRole("button", { name: "Sign out", exact: true }).click()
  await expect(confirm).toBeHidden()
  await ready(page)
}

/** The page scrolls no wider than the screen (works at 375 px and 1440 px). */
export const horizontalOverflow = (page: Page): Promise<{ scrollWidth: number; innerWidth: number }> =>
  page.evaluate(() => ({
    scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
    innerWidth: window.innerWidth,
  }))

/** The routes of spec section 2 (the table). */
export const specRoutes = [
  "/",
  "/index",
  "/index.html",
  "/home",
  "/register",
  "/register.html",
  "/vip",
  "/pointMall",
  "/lottery",
  "/Vnlottery",
  "/elott",
  "/live",
  "/sports",
  "/rng",
  "/fish",
  "/pvp",
  "/esports",
  "/promotions",
  "/promoDetail",
  "/seamless",
  "/help",
  "/helpmc",
  "/down",
  "/join",
  "/game",
  "/login",
]

/** The session token the portal keeps in session storage (stored as JSON, or raw by an older build). */
export const sessionToken = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const raw = sessionStorage.getItem("token") ?? ""
    try {
      const v = JSON.parse(raw) as unknown
      return typeof v === "string" ? v : raw
    } catch {
      return raw
    }
  })

/** A member's session held by the test process, not a page (`sessionFor`'s token), to call the platform with. */
export interface ApiSession {
  readonly request: APIRequestContext
  readonly token: string
}

/**
 * A call of the platform with a session (the portal's own headers, wire notes 1): from the page, with the session it
 * holds, or from the test process with an `ApiSession`, for a member no page needs to show.
 */
export const platform = async (
  from: Page | ApiSession,
  method: string,
  path: string,
  body?: unknown,
  extra: Record<string, string> = {},
): Promise<{ status: number; body: { success?: boolean; value?: unknown } }> => {
  if ("token" in from) {
    const res = await from.request.fetch(path, {
      method,
      headers: {
        "X-Gateway-Version": "3",
        Merchant: "arena",
        Device: "web",
        Language: "EN",
        Authorization: from.token,
        "Content-Type": "application/json;charset=UTF-8",
        ...extra,
      },
      ...(body === undefined ? {} : { data: JSON.stringify(body) }),
    })
    return { status: res.status(), body: (await res.json()) as { success?: boolean; value?: unknown } }
  }
  return from.evaluate(
    async ([method, path, body, extra]) => {
      const read = (k: string) => {
        const v = sessionStorage.getItem(k) ?? ""
        try {
          const parsed: unknown = JSON.parse(v)
          return typeof parsed === "string" ? parsed : v
        } catch {
          return v
        }
      }
      const res = await fetch(path, {
        method,
        headers: {
          "X-Gateway-Version": "3",
          Merchant: read("merchant"),
          Device: "web",
          Language: "EN",
          Authorization: read("token"),
          "Content-Type": "application/json;charset=UTF-8",
          ...extra,
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      })
      return { status: res.status, body: (await res.json()) as { success?: boolean; value?: unknown } }
    },
    [method, path, body, extra] as const,
  )
}

/** A launched demo slot: its session token, its game and the wallet it plays from. */
export interface SlotSession {
  readonly t: string
  readonly game: { readonly name: string; readonly vendor: string }
  readonly wallet: { readonly accountTypeId: number }
}

/**
 * Launches the demo slot of a vendor for the logged-in `account` and funds its wallet from the main wallet (`fund`
 * in pesos, as on the wire).
 */
export const openSlot = async (
  page: Page | ApiSession,
  account: string,
  vendor: string,
  fund: number,
): Promise<SlotSession> => {
  const params = new URLSearchParams({
    accountType: "1",
    confirmTrans: "0",
    vassalage: vendor,
    launchMode: "GLS",
    platform: "html5-desktop",
    clientType: "3",
    username: account,
    token: "x",
    merchantCode: "arena",
    language: "EN",
  })
  const launched = await platform(page, "GET", `/wps/game/launchGame?${params}`)
  expect(launched.status, JSON.stringify(launched.body)).toBe(200)
  const url = new URL((launched.body.value as { content: { game_url: string } }).content.game_url)
  const t = url.searchParams.get("t") ?? ""
  const session = await platform(page, "GET", `/play/api/session?t=${t}`)
  const s = session.body.value as Omit<SlotSession, "t">
  const moved = await platform(
    page,
    "POST",
    "/wps/relay/GCS_walletTransfer",
    { fromAccountTypeId: 0, toAccountTypeId: s.wallet.accountTypeId, amount: fund },
    { "Idempotency-Key": `e2e-slot-${Date.now()}-${Math.random().toString(36).slice(2)}` },
  )
  expect(moved.status, JSON.stringify(moved.body)).toBe(200)
  return { t, ...s }
}

/** Plays one round of the demo slot (stake in minor units). */
export const spin = async (page: Page | ApiSession, slot: SlotSession, stake: number) => {
  const roundId = `e2e${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`
  const played = await platform(page, "POST", "/play/api/spin", { t: slot.t, roundId, stake })
  expect(played.status, JSON.stringify(played.body)).toBe(200)
}

/** A date in the brand's one format (core/model/BrandDate.ts): DD/MM/YYYY, the time after it when there is one. */
export const brandDate = /\d{2}\/\d{2}\/\d{4}/

/**
 * Checks what a part of a page renders for dates in any other format: the platform's yyyy-MM-dd, an ISO 8601 instant
 * (issue found by reading pages, so it is checked on pages, not on formatter calls).
 */
export const expectBrandDatesOnly = async (scope: Locator): Promise<void> => {
  await expect(scope).not.toContainText(/\d{4}-\d{2}-\d{2}/)
}
