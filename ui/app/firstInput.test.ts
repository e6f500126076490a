/**
 * The visitor's first input: what only an interaction needs waits for it, so a page only read never loads it; any of
 * the ways a person reaches the page (pointer, key, touch, wheel, a screen reader's focus) counts, once.
 */
import { describe, expect, it } from "vitest"
import { firstInputOn, inputEvents } from "./firstInput.ts"

const settledWithin = async (p: Promise<void>): Promise<boolean> => {
  let done = false
  void p.then(() => {
    done = true
  })
  await new Promise((r) => setTimeout(r, 0))
  return done
}

describe("the first input", () => {
  it("has not come while nothing happens, nor on an event that is no input", async () => {
    const page = new EventTarget()
    const first = firstInputOn(page)
    page.dispatchEvent(new Event("scroll"))
    page.dispatchEvent(new Event("load"))
    expect(await settledWithin(first)).toBe(false)
  })

  it.each(["pointermove", "pointerdown", "keydown", "touchstart", "wheel", "click", "focusin"])(
    "comes with a %s, and stops listening then",
    async (name) => {
      const page = new EventTarget()
      const listening = new Set<string>()
      const add = page.addEventListener.bind(page)
      const remove = page.removeEventListener.bind(page)
      const watched = {
        addEventListener: (type: string, ...rest: [EventListener, AddEventListenerOptions]) => {
          listening.add(type)
          add(type, ...rest)
        },
        removeEventListener: (type: string, ...rest: [EventListener, EventListenerOptions]) => {
          listening.delete(type)
          remove(type, ...rest)
        },
      }
      const first = firstInputOn(watched)
      expect([...listening].sort()).toEqual([...inputEvents].sort())
      page.dispatchEvent(new Event(name))
      expect(await settledWithin(first)).toBe(true)
      expect(listening.size).toBe(0)
    },
  )
})
