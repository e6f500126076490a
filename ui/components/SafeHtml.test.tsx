// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { SafeHtml } from "./SafeHtml.tsx"

// The sanitiser itself is checked in a real browser (sanitize.test.ts): happy-dom's node iterator does not run
// DOMPurify faithfully. Here: the component shows only what the sanitiser returns, after it loads.
vi.mock("./sanitize.ts", () => ({ sanitize: (html: string) => html.replace(/<form[\s\S]*<\/form>/g, "") }))

afterEach(cleanup)

describe("SafeHtml", () => {
  it("shows a skeleton, then the sanitised HTML", async () => {
    const { container } = render(<SafeHtml html={'<h3>Notice</h3><form><input name="p"></form>'} />)
    expect(container.querySelector(".skeleton")).not.toBeNull()
    await waitFor(() => expect(screen.getByRole("heading", { name: "Notice" })).toBeTruthy())
    expect(container.querySelector("input")).toBeNull()
  })
})
