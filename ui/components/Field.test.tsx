// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { Field } from "./Field.tsx"

afterEach(cleanup)

describe("Field", () => {
  it("labels its input", () => {
    render(<Field label="Username" defaultValue="" />)
    expect(screen.getByLabelText("Username").tagName).toBe("INPUT")
  })

  it("ties its message to the input and marks it invalid", () => {
    render(<Field label="Username" message="Input cannot be empty" defaultValue="" />)
    const input = screen.getByLabelText("Username")
    expect(input.getAttribute("aria-invalid")).toBe("true")
    const id = input.getAttribute("aria-describedby") ?? ""
    expect(document.getElementById(id)?.textContent).toBe("Input cannot be empty")
  })

  it("is not invalid without a message; a hint describes it instead", () => {
    render(<Field label="Code" hint="Six digits" defaultValue="" />)
    const input = screen.getByLabelText("Code")
    expect(input.hasAttribute("aria-invalid")).toBe(false)
    expect(document.getElementById(input.getAttribute("aria-describedby") ?? "")?.textContent).toBe("Six digits")
  })
})
