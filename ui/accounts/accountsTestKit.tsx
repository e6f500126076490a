/**
 * What the account modals' tests share (tests only): a memory runtime with the brand's settings loaded (permission,
 * white-label flags, registration rules), the modal and dialog hosts and the navigation follower rendered under a
 * memory location, and a modal opened as the portal opens it (core's `ModalOpened`). Time starts at a fixed instant,
 * in core's clock and in the memory clock alike, so countdowns can be moved on.
 */
import { act, screen } from "@testing-library/react"
import type { Event } from "../../core/events/Event.ts"
import type { ModalName } from "../../core/events/intents/ui.ts"
import type { SessionKey } from "../../core/model/StorageKeys.ts"
import { ok } from "../../core/workflows/testRuntime.ts"
import { FollowNavigation } from "../app/FollowNavigation.tsx"
import { DialogHost } from "../modals/DialogHost.tsx"
import { ModalHost } from "../modals/ModalHost.tsx"
import { loadSettingsFor, renderAt, setup, status, whitelabel } from "../testing/harness.tsx"

/** The instant the tests start at (epoch ms). */
export const start = Date.UTC(2026, 0, 15, 4, 0, 0)

/** The hosts the account modals live in. */
export function Hosts() {
  return (
    <>
      <ModalHost />
      <DialogHost />
      <FollowNavigation />
    </>
  )
}

export interface Brand {
  /** White-label modules on (DIRECTREG3, MOBILENUMREG3, REGMOBVERF3, CHNGPASSVERIF3...). */
  readonly on?: ReadonlyArray<string>
  /** The registration rules (`GET /wps/system/setting/register`). */
  readonly rules?: Record<string, unknown>
  /** Further answers by endpoint name. */
  readonly answers?: Record<string, unknown>
  /** Events before the modal opens (a login, captured codes...). */
  readonly events?: ReadonlyArray<Event>
  /** Where the page is. */
  readonly path?: string
  /** Session storage as the portal finds it (a reload within the browser session). */
  readonly session?: ReadonlyArray<readonly [SessionKey, string]>
}

/** Sets up the brand and renders the hosts, without opening anything. */
export const portal = async (brand: Brand = {}) => {
  const on = brand.on ?? []
  const rt = await setup({
    now: start,
    events: [{ _tag: "ClockTicked", now: start }],
    ...(brand.session === undefined ? {} : { session: brand.session }),
    answers: {
      status: status({ on }),
      whitelabel: ok(whitelabel(...on)),
      registerRules: ok(brand.rules ?? {}),
      domainRoute: ok({}),
      countries: ok([]),
      ...(brand.answers as Record<string, never>),
    },
  })
  await loadSettingsFor(rt)
  for (const e of brand.events ?? []) rt.store.dispatch(e)
  const view = renderAt(brand.path ?? "/", <Hosts />)
  return { rt, ...view }
}

/** Sets up the brand, opens `modal` and waits for its dialog named `title`. */
export const openAccountModal = async (modal: ModalName, title: string, brand: Brand = {}) => {
  const p = await portal(brand)
  act(() => p.rt.store.dispatch({ _tag: "ModalOpened", modal }))
  const dialog = await findDialog(title)
  return { ...p, dialog }
}

/** The dialog named `name`, once its lazy chunk and strings are in (a cold chunk may take a while under test). */
export const findDialog = (name: string, role: "dialog" | "alertdialog" = "dialog") =>
  screen.findByRole(role, { name }, { timeout: 50_000 })

/** Lets pending promises and renders run. */
export const settle = (ms = 30) => act(async () => new Promise((r) => setTimeout(r, ms)))

/** Moves time on in core's clock and the memory clock (and lets the view catch up: valtio notifies async). */
export const tick = (rt: Awaited<ReturnType<typeof portal>>["rt"], ms: number) =>
  act(async () => {
    rt.clock.advance(ms)
    rt.store.dispatch({ _tag: "ClockTicked", now: rt.clock.now() })
    await new Promise((r) => setTimeout(r, 0))
  })
