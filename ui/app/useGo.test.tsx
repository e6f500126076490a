// @vitest-environment happy-dom
import { act, cleanup, render } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { Router } from "wouter"
import { useGo } from "./useGo.ts"

afterEach(() => {
  cleanup()
  window.history.replaceState(null, "", "/")
})

let go: ReturnType<typeof useGo> = () => undefined

/** Hands the hook's `go` to the test. */
function Probe() {
  go = useGo()
  return null
}

/** Renders a component holding `go` on the browser's own location, as the portal does. */
const goAt = (address: string) => {
  window.history.replaceState(null, "", address)
  render(
    <Router>
      <Probe />
    </Router>,
  )
  return (to: string) => act(() => go(to))
}

describe("useGo", () => {
  it("ignores going where the page already is, hash included", () => {
    const go = goAt("/help#about")
    const before = window.history.length
    go("/help#about")
    expect(window.history.length).toBe(before)
    expect(window.location.hash).toBe("#about")
  })

  it("goes to the same page with another hash (the footer's help links on /help)", () => {
    const go = goAt("/help#about")
    go("/help#faq")
    expect(window.location.pathname).toBe("/help")
    expect(window.location.hash).toBe("#faq")
    go("/help")
    expect(window.location.hash).toBe("")
  })

  it("goes to another page", () => {
    const go = goAt("/help#about")
    go("/vip")
    expect(window.location.pathname).toBe("/vip")
  })
})
