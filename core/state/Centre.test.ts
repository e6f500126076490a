import { describe, expect, it } from "vitest"
import { openedOn, shownOn } from "./Centre.ts"

describe("a centre's frame", () => {
  const closed = { open: false, page: "home", rows: [1] }
  it("opens on a page, and keeps the state when it already shows it", () => {
    const open = openedOn(closed, "records")
    expect(open).toEqual({ open: true, page: "records", rows: [1] })
    expect(openedOn(open, "records")).toBe(open)
    expect(openedOn({ ...closed, page: "records" }, "records")).toEqual(open)
  })
  it("shows another page without opening or closing, and keeps the state for the page shown", () => {
    expect(shownOn(closed, "records")).toEqual({ open: false, page: "records", rows: [1] })
    expect(shownOn(closed, "home")).toBe(closed)
  })
})
