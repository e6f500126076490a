// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { Qr } from "./Qr.tsx"

afterEach(cleanup)

describe("Qr", () => {
  it("draws the code at size 80 with the favicon over its centre, once its library has loaded", async () => {
    const { container } = render(<Qr value="https://arena.example/down/ios" label="Scan to download the iOS app" />)
    expect(container.querySelector(".skeleton")).not.toBeNull()
    const svg = await screen.findByRole("img", { name: "Scan to download the iOS app" })
    expect(svg.getAttribute("width")).toBe("80")
    expect(svg.querySelector("path")?.getAttribute("d")?.length).toBeGreaterThan(100)
    expect(container.querySelector("img.qr-logo")?.getAttribute("src")).toBe("/favicon.svg")
  })

  it("draws different codes for different links", async () => {
    render(<Qr value="https://a.example/1" label="one" />)
    render(<Qr value="https://b.example/2" label="two" />)
    const one = (await screen.findByRole("img", { name: "one" })).querySelector("path")?.getAttribute("d")
    const two = (await screen.findByRole("img", { name: "two" })).querySelector("path")?.getAttribute("d")
    expect(one).not.toBe(two)
  })
})
