/**
 * What the member centre's and the agent centre's tests share (tests only): the runtime installed with the `Ids` port
 * in memory, so every money call's idempotency key can be read from the requests; the centre's host rendered with the
 * modal and dialog hosts under a memory location; and a centre opened through core's workflow as the header opens it.
 */
import { act, screen } from "@testing-library/react"
import * as Layer from "effect/Layer"
import * as Ids from "../../core/ports/Ids.ts"
import { CentreHost } from "../app/CentreHost.tsx"
import { runnerOf } from "../app/runner.ts"
import { install } from "../app/runtime.ts"
import { type Area, loadAreas } from "../i18n/i18n.ts"
import { DialogHost } from "../modals/DialogHost.tsx"
import { ModalHost } from "../modals/ModalHost.tsx"
import { renderAt, type setup } from "./harness.tsx"

/** Installs `rt` with memory ids, loads the strings of `areas` and renders the hosts at `path`. */
export const renderCentreHosts = async (
  rt: Awaited<ReturnType<typeof setup>>,
  areas: ReadonlyArray<Area>,
  path = "/",
) => {
  install({ store: rt.store, run: runnerOf(Layer.merge(rt.layer, Ids.layerMemory("key"))) })
  await loadAreas(areas)
  const view = renderAt(
    path,
    <>
      <CentreHost />
      <ModalHost />
      <DialogHost />
    </>,
  )
  return { rt, ...view }
}

/** Opens a centre by `open` as the header does (over `portal`, its hosts) and waits for its popup, named `name`. */
export const openedCentre = async <P extends object>(portal: P, open: () => Promise<unknown>, name: string) => {
  await act(async () => {
    await open()
  })
  const dialog = await screen.findByRole("dialog", { name }, { timeout: 50_000 })
  return { ...portal, dialog }
}
