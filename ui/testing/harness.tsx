/**
 * The UI's test harness (tests only): a core store over memory ports (core's `makeTestRuntime`: the platform answers
 * per endpoint name, memory storage and cookies, a memory clock), mirrored into the view and installed as the UI
 * runtime; the strings loaded in a language; and `renderAt(path)` rendering the app (or any tree) under a memory
 * location, so a test can visit any route without a browser history (STYLE.md: wouter's `memoryLocation`).
 */
import { cleanup, render } from "@testing-library/react"
import type { ReactNode } from "react"
import { afterEach, beforeAll } from "vitest"
import { Router } from "wouter"
import { memoryLocation } from "wouter/memory-location"
import type { Event } from "../../core/events/Event.ts"
import type { Language } from "../../core/model/Language.ts"
import { makeTestRuntime, ok, type TestRuntimeOptions } from "../../core/workflows/testRuntime.ts"
import { App } from "../app/App.tsx"
import { boot } from "../app/boot.ts"
import { markInteractive } from "../app/interactive.ts"
import { runnerOf } from "../app/runner.ts"
import { install } from "../app/runtime.ts"
import { followLanguage } from "../i18n/followLanguage.ts"
import { loadAreas, setLanguage } from "../i18n/i18n.ts"
import { mirror } from "../state/mirror.ts"

/** Every area the shell renders. */
export const shellAreas = ["common", "layout", "blocking", "login", "errors", "validation", "home"]

/** A white-label tree as the platform sends it, with these modules on (wire notes section 5). */
export const whitelabel = (...on: ReadonlyArray<string>) =>
  on.map((modId) => ({ modId, enabled: "1", childrenNodes: [] }))

/** A permission answer (`GET /wps/system/status`). */
export const status = (
  options: {
    readonly on?: ReadonlyArray<string>
    readonly maintenance?: boolean
    readonly regionRestriction?: boolean
    readonly location?: { readonly ip: string; readonly country: string }
  } = {},
) =>
  ok({
    maintenance: options.maintenance ?? false,
    regionRestriction: options.regionRestriction ?? false,
    ...(options.location === undefined ? {} : { location: options.location }),
    info: {
      whitelabel: whitelabel(...(options.on ?? [])),
      customerService: [{ type: 3, path: "plain:https://chat.example/room" }],
      resources: [],
      imageCDNs: [],
    },
  })

/** A member-info answer. */
export const member = (account: string, type = 0, extra: Record<string, unknown> = {}) =>
  ok({ id: 7, account, nickname: account, type, ...extra })

/** Sets up the store, the runtime and the strings; hands back the memory runtime. */
export const setup = async (
  options: TestRuntimeOptions & { readonly language?: Language; readonly events?: ReadonlyArray<Event> } = {},
) => {
  const rt = makeTestRuntime(options)
  for (const e of options.events ?? []) rt.store.dispatch(e)
  mirror(rt.store)
  followLanguage(rt.store)
  install({ store: rt.store, run: runnerOf(rt.layer) })
  boot.sessionChecked = true
  // A test renders its part alone: what waits for the interactive mark (the popup notice) may go at once.
  markInteractive()
  await setLanguage(options.language ?? "en")
  await loadAreas(shellAreas)
  return rt
}

/**
 * The hooks of a test file that renders one part on its own: the shell set up once with the strings of `areas` too,
 * and each test's render removed after it.
 */
export const setUpPartTests = (areas: ReadonlyArray<string>) => {
  beforeAll(async () => {
    await setup()
    await loadAreas(areas)
  })
  afterEach(cleanup)
}

/**
 * The answers of the settings load the shell runs (status, white-label, the register rules, the domain's routes),
 * with the white-label flags `on`; `extra` adds or replaces answers.
 */
export const settingsAnswers = (on: ReadonlyArray<string>, extra: Record<string, unknown> = {}) => ({
  status: status({ on }),
  whitelabel: ok(whitelabel(...on)),
  registerRules: ok({}),
  domainRoute: ok({}),
  ...extra,
})

/** Renders `tree` (the app by default) at `path` under a memory location; hands back the location's history. */
export const renderAt = (path: string, tree: ReactNode = <App />) => {
  const location = memoryLocation({ path, record: true })
  const view = render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      {tree}
    </Router>,
  )
  return { ...view, location }
}

/** Runs the settings load the portal runs at start (permission, white-label, rules, routes). */
export const loadSettingsFor = async (rt: ReturnType<typeof makeTestRuntime>) => {
  const { loadSettings } = await import("../../core/workflows/loadSettings.ts")
  const { makeBrandConfig } = await import("../../core/model/BrandConfig.ts")
  await rt.run(loadSettings("arena.test", makeBrandConfig("arena")))
}
