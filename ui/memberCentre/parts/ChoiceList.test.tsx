// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { ChoiceList } from "./ChoiceList.tsx"

afterEach(cleanup)

const choices = [
  { id: "a", title: "GCash", sub: "P 100.00 – 50,000.00" },
  { id: "b", title: "Bank transfer", sub: "BANK" },
]

describe("ChoiceList", () => {
  it("is a named group of radio buttons, the chosen one checked, a click choosing another", () => {
    const onChoose = vi.fn()
    render(<ChoiceList legend="Channel" name="channel" choices={choices} chosen="a" onChoose={onChoose} />)
    const group = within(screen.getByRole("group", { name: "Channel" }))
    const gcash = group.getByRole("radio", { name: /GCash/ }) as HTMLInputElement
    const bank = group.getByRole("radio", { name: /Bank transfer/ }) as HTMLInputElement
    expect(gcash.checked).toBe(true)
    expect(bank.checked).toBe(false)
    expect(group.getByText("P 100.00 – 50,000.00")).toBeTruthy()
    fireEvent.click(bank)
    expect(onChoose).toHaveBeenCalledWith("b")
  })
})
