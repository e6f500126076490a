import * as Effect from "effect/Effect"
import { describe, expect, it } from "vitest"
import { reducerOf } from "../../core/state/reducerOf.ts"
import { initialState } from "../../core/state/State.ts"
import { storeOf } from "../../core/store/storeOf.ts"
import { laterSlices } from "./laterSlices.ts"
import { dispatch, install, run } from "./runtime.ts"
import { firstViewSlices } from "./slices.ts"

describe("the UI runtime over a store whose slices arrive later", () => {
  it("asks for the later slices when an intent the first ones do not fold is dispatched, and not before", async () => {
    const store = storeOf(reducerOf(firstViewSlices), structuredClone(initialState))
    let asked = 0
    const allSlices = async () => {
      asked++
      store.register(laterSlices)
    }
    install({ store, run: () => Promise.reject(new Error("no workflow here")), allSlices })
    dispatch({ _tag: "ClockTicked", now: 1 })
    expect(asked).toBe(0)
    dispatch({ _tag: "ModalOpened", modal: "login" })
    expect(asked).toBe(1)
    await Promise.resolve()
    // Folded in when the slices registered: the modal is open.
    expect(store.state().modals.open).toEqual(["login"])
  })

  it("runs a first-view workflow at once, and any other once every slice is there", async () => {
    const store = storeOf(reducerOf(firstViewSlices), structuredClone(initialState))
    let release = () => {}
    const arrived = new Promise<void>((resolve) => {
      release = resolve
    })
    const ran: Array<string> = []
    install({
      store,
      run: <A, E, R>(effect: Effect.Effect<A, E, R>) =>
        Effect.runPromise(effect as Effect.Effect<A, E, never>).then((value) => ({ ok: true as const, value })),
      allSlices: () => arrived,
    })
    const later = run(Effect.sync(() => ran.push("later")).pipe(Effect.as("later")))
    const first = await run(Effect.sync(() => ran.push("first")).pipe(Effect.as("first")), "firstSlices")
    expect(first).toBe("first")
    expect(ran).toEqual(["first"])
    release()
    expect(await later).toBe("later")
    expect(ran).toEqual(["first", "later"])
  })
})
