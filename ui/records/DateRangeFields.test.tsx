// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react"
import { useState } from "react"
import { afterEach, beforeAll, describe, expect, it } from "vitest"
import { loadAreas, setLanguage } from "../i18n/i18n.ts"
import { translator } from "../i18n/useT.ts"
import { DateRangeFields, type RangeFields } from "./DateRangeFields.tsx"

type Draft = RangeFields & { readonly other: string }

const applied: Array<Draft> = []

function Bar() {
  const [draft, setDraft] = useState<Draft>({ preset: "previous7", startDate: "", endDate: "", other: "kept" })
  return (
    <DateRangeFields
      t={translator("records")}
      draft={draft}
      onEdit={setDraft}
      onApply={(d) => {
        setDraft(d)
        applied.push(d)
      }}
    />
  )
}

beforeAll(async () => {
  await setLanguage("en")
  await loadAreas(["records"])
})
afterEach(() => {
  cleanup()
  applied.length = 0
})

describe("the date part of a filter bar", () => {
  it("applies a preset at once, keeping the rest of the draft", () => {
    render(<Bar />)
    fireEvent.click(screen.getByRole("radio", { name: "Last 30 days" }))
    expect(applied).toEqual([{ preset: "previous30", startDate: "", endDate: "", other: "kept" }])
  })

  it("applies a custom range only when it is well formed, and says why not", () => {
    render(<Bar />)
    fireEvent.click(screen.getByRole("radio", { name: "Custom" }))
    expect(applied).toEqual([])
    const start = screen.getByLabelText("From")
    const end = screen.getByLabelText("To")
    // Days are typed in the brand's one format, whatever the browser's locale, and sent as yyyy-MM-dd.
    expect(start.getAttribute("placeholder")).toBe("DD/MM/YYYY")
    fireEvent.change(start, { target: { value: "10/03/2026" } })
    fireEvent.change(end, { target: { value: "01/03/2026" } })
    fireEvent.click(screen.getByRole("button", { name: "Apply" }))
    expect(applied).toEqual([])
    const alert = screen.getByRole("alert")
    expect(start.getAttribute("aria-invalid")).toBe("true")
    expect(start.getAttribute("aria-describedby")).toBe(alert.id)
    fireEvent.change(end, { target: { value: "31/02/2026" } })
    fireEvent.click(screen.getByRole("button", { name: "Apply" }))
    expect(applied).toEqual([])
    fireEvent.change(end, { target: { value: "20/03/2026" } })
    fireEvent.click(screen.getByRole("button", { name: "Apply" }))
    expect(applied).toEqual([{ preset: "custom", startDate: "2026-03-10", endDate: "2026-03-20", other: "kept" }])
    expect(screen.queryByRole("alert")).toBeNull()
    expect(start.getAttribute("aria-invalid")).toBeNull()
  })
})
