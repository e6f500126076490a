/**
 * What the member centre pages' tests share (tests only): a memory runtime with a logged-in member (core's
 * `memberState`) at a fixed instant, the strings loaded, and a page rendered on its own as the member centre shows it.
 * The platform answers per endpoint name (core's memory platform), so a test sees the wire requests it sent.
 */
import { act } from "@testing-library/react"
import * as Layer from "effect/Layer"
import type { ComponentType } from "react"
import { vi } from "vitest"
import type { Event } from "../../core/events/Event.ts"
import * as Ids from "../../core/ports/Ids.ts"
import * as Store from "../../core/store/Store.ts"
import type { MemberOptions } from "../../core/workflows/memberTestKit.ts"
import { memberState } from "../../core/workflows/memberTestKit.ts"
import type { Answer } from "../../core/workflows/testRuntime.ts"
import { runnerOf } from "../app/runner.ts"
import { install } from "../app/runtime.ts"
import { loadAreas } from "../i18n/i18n.ts"
import { renderAt, setup } from "../testing/harness.tsx"

/** The instant the tests start at: 2026-01-15 12:00 in GMT+8. */
export const start = Date.UTC(2026, 0, 15, 4, 0, 0)

/** Renders `Page` for a logged-in member, the platform answering `answers`. */
export const renderPage = async (
  Page: ComponentType,
  answers: Readonly<Record<string, Answer | ReadonlyArray<Answer>>>,
  member: MemberOptions = {},
  events: ReadonlyArray<Event> = [],
) => {
  const store = Store.make(memberState(member))
  const rt = await setup({ now: start, store, answers, events: [{ _tag: "ClockTicked", now: start }, ...events] })
  // Money calls (a mission's claim) take an idempotency key from the `Ids` port.
  install({ store: rt.store, run: runnerOf(Layer.merge(rt.layer, Layer.succeed(Ids.Ids, Ids.makeMemory("key")))) })
  await loadAreas(["records"])
  const view = renderAt("/", <Page />)
  return { rt, ...view }
}

/** The bodies of the requests sent to an endpoint, in order. */
export const bodiesOf = (rt: Awaited<ReturnType<typeof renderPage>>["rt"], endpoint: string) =>
  rt.requests.filter((r) => r.endpoint.name === endpoint).map((r) => r.body)

/** The body of a record list's query for its first page of ten over `startDate` to `endDate`, with `filters`. */
export const firstPageQuery = (
  startDate: string,
  endDate: string,
  filters: Readonly<Record<string, unknown>> = {},
) => ({
  startDate,
  endDate,
  page: 1,
  size: 10,
  ...filters,
})

/**
 * Keeps the file an export would download instead of letting the browser save it: `click` is the download link's
 * click, `text()` the file's text without its byte-order mark (it fails when nothing was exported).
 */
export const catchDownload = (url: string) => {
  let blob: Blob | undefined
  vi.spyOn(URL, "createObjectURL").mockImplementation((b) => {
    blob = b as Blob
    return url
  })
  vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined)
  const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined)
  const text = async () => {
    if (blob === undefined) throw new Error("nothing was exported")
    return (await blob.text()).replace(/^\uFEFF/, "")
  }
  return { click, text }
}

/** Lets pending promises and renders run. */
export const settle = (ms = 30) => act(async () => new Promise((r) => setTimeout(r, ms)))
