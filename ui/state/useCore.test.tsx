// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { reducerOf } from "../../core/state/reducerOf.ts"
import { initialState, slices } from "../../core/state/State.ts"
import { storeOf } from "../../core/store/storeOf.ts"
import { mirror } from "./mirror.ts"
import { useCore } from "./useCore.ts"

function Language() {
  const language = useCore((s) => s.language.current)
  const modals = useCore().modals.open
  return (
    <p>
      {language} {modals.length}
    </p>
  )
}

describe("useCore", () => {
  it("reads core state through the mirror, whole or by a selector, and follows the store", async () => {
    const store = storeOf(reducerOf(slices), structuredClone(initialState))
    const stop = mirror(store)
    render(<Language />)
    expect(screen.getByText(`${initialState.language.current} 0`)).toBeTruthy()
    await act(async () => {
      store.dispatch({ _tag: "ModalOpened", modal: "login" })
    })
    expect(screen.getByText(`${initialState.language.current} 1`)).toBeTruthy()
    stop()
    cleanup()
  })
})
