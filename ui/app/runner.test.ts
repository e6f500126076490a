/**
 * The browser's runner: a workflow's value or typed error as its outcome, a defect as a rejection, and the services
 * built once for every workflow it runs (not again per run), from a layer that may arrive later.
 */
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { describe, expect, expectTypeOf, it, vi } from "vitest"
import { ActionRefused } from "../../core/workflows/ActionRefused.ts"
import { runnerOf } from "./runner.ts"

class Counter extends Context.Service<Counter, { readonly next: () => number }>()("test/Counter") {}

/** A layer that counts its builds; its service counts its uses. */
const counting = () => {
  let builds = 0
  const layer = Layer.effect(
    Counter,
    Effect.sync(() => {
      builds++
      let n = 0
      return { next: () => ++n }
    }),
  )
  return { layer, builds: () => builds }
}

const use = Counter.use((c) => Effect.sync(() => c.next()))

describe("the runner", () => {
  it("builds the services once, for every workflow it runs, from a layer that arrives later", async () => {
    const { layer, builds } = counting()
    let arrive: (l: typeof layer) => void = () => {}
    const run = runnerOf(new Promise<typeof layer>((done) => (arrive = done)))
    const first = run(use)
    arrive(layer)
    expect(await first).toEqual({ ok: true, value: 1 })
    expect(await run(use)).toEqual({ ok: true, value: 2 })
    expect(await Promise.all([run(use), run(use)])).toEqual([
      { ok: true, value: 3 },
      { ok: true, value: 4 },
    ])
    expect(builds()).toBe(1)
  })
  it("answers a typed failure as an outcome and rejects on a defect", async () => {
    const run = runnerOf(counting().layer)
    expect(await run(Effect.fail("refused"))).toEqual({ ok: false, error: "refused" })
    const log = vi.spyOn(console, "error").mockImplementation(() => {})
    await expect(run(Effect.die(new Error("bug")))).rejects.toThrow("bug")
    expect(log).toHaveBeenCalled()
    log.mockRestore()
  })
  it("keeps the workflow's error type in the outcome, so a form's code is guided by the compiler", async () => {
    const run = runnerOf(counting().layer)
    const refused = new ActionRefused({ action: "withdraw", reason: "amount_above_balance" })
    const o = await run(Effect.fail(refused))
    expect(o).toEqual({ ok: false, error: refused })
    if (!o.ok) expectTypeOf(o.error).toEqualTypeOf<ActionRefused>()
  })
})
