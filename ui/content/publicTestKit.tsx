/**
 * What the public pages' tests share (tests only): the brand's settings loaded over memory ports, as a visitor or as
 * a member whose session is restored from storage (as after a reload), with further answers by endpoint name, and the
 * page rendered at a path under a memory location with the modal and dialog hosts beside it.
 */
import * as Layer from "effect/Layer"
import type { ReactNode } from "react"
import * as Ids from "../../core/ports/Ids.ts"
import { type Answer, ok } from "../../core/workflows/testRuntime.ts"
import { runnerOf } from "../app/runner.ts"
import { install } from "../app/runtime.ts"
import { loadAreas } from "../i18n/i18n.ts"
import { DialogHost } from "../modals/DialogHost.tsx"
import { ModalHost } from "../modals/ModalHost.tsx"
import { loadSettingsFor, member, renderAt, setup, status, whitelabel } from "../testing/harness.tsx"

/** Adds the `Ids` port (idempotency keys of money-moving calls) to the runtime the harness installed. */
const withIds = (rt: Awaited<ReturnType<typeof setup>>) => {
  install({ store: rt.store, run: runnerOf(Layer.merge(rt.layer, Ids.layerMemory("key"))) })
  return rt
}

const base = (extra: Record<string, unknown>): Record<string, Answer | ReadonlyArray<Answer>> => ({
  status: status({ on: [] }),
  whitelabel: ok(whitelabel()),
  registerRules: ok({}),
  domainRoute: ok({}),
  ...(extra as Record<string, Answer>),
})

/** A visitor's portal with these answers. */
export const asVisitor = async (answers: Record<string, unknown> = {}) => {
  const rt = withIds(await setup({ answers: base(answers) }))
  await loadSettingsFor(rt)
  await loadAreas(["public", "help"])
  return rt
}

/** A member's portal (type 0 unless given) with these answers. */
export const asMember = async (answers: Record<string, unknown> = {}, type = 0) => {
  const rt = withIds(
    await setup({
      session: [["token", "t1"]],
      answers: base({
        memberInfo: member("player01", type),
        balance: ok({ sumBalance: 1234.5, currencySymbol: "P" }),
        unreadCount: ok(0),
        ...answers,
      }),
    }),
  )
  await loadSettingsFor(rt)
  const { restoreSession } = await import("../../core/workflows/restoreSession.ts")
  await rt.run(restoreSession)
  await loadAreas(["public", "help"])
  return rt
}

/** Renders a page at `path` with the modal and dialog hosts. */
export const renderPage = (path: string, page: ReactNode) =>
  renderAt(
    path,
    <>
      {page}
      <ModalHost />
      <DialogHost />
    </>,
  )
