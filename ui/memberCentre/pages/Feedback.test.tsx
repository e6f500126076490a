// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { ok, refused } from "../../../core/workflows/testRuntime.ts"
import { loadAreas } from "../../i18n/i18n.ts"
import { bodiesOf, renderPage } from "../../records/recordsTestKit.tsx"
import Feedback from "./Feedback.tsx"

afterEach(cleanup)

const captcha = ok("iVBORw0KGgo=")

describe("feedback", () => {
  it("counts words as the member types, refuses too few, and sends the feedback with the captcha", async () => {
    const { rt } = await renderPage(Feedback, { captcha, feedback: ok(null) })
    await loadAreas(["validation"])
    const text = await screen.findByRole("textbox", { name: "Your feedback" })
    fireEvent.change(text, { target: { value: "too short" } })
    expect(await screen.findByText("2 words (5 to 500)")).toBeTruthy()
    expect(await screen.findByText("Write between 5 and 500 words")).toBeTruthy()
    fireEvent.click(screen.getByRole("button", { name: "Send feedback" }))
    expect(bodiesOf(rt, "feedback")).toEqual([])
    fireEvent.change(text, { target: { value: "The new betting record page is great" } })
    fireEvent.change(screen.getByRole("combobox", { name: "Topic" }), { target: { value: "GAME" } })
    fireEvent.change(screen.getByRole("textbox", { name: "Captcha" }), { target: { value: "1234" } })
    fireEvent.click(screen.getByRole("button", { name: "Send feedback" }))
    expect(await screen.findByText("Thank you: your feedback has been sent.")).toBeTruthy()
    expect(bodiesOf(rt, "feedback")).toEqual([
      { sender: "alice", content: "The new betting record page is great", type: "GAME", captcha: "1234" },
    ])
    await waitFor(() => expect((text as HTMLTextAreaElement).value).toBe(""))
    // The thanks stand alone: the emptied fields are not called wrong.
    expect(text.getAttribute("aria-invalid")).toBeNull()
    expect(screen.queryByText("Write between 5 and 500 words")).toBeNull()
    expect(screen.queryByText("Input cannot be empty")).toBeNull()
  })

  it("says when the platform refuses the captcha", async () => {
    await renderPage(Feedback, { captcha, feedback: refused(400, "captcha_incorrect") })
    await loadAreas(["validation", "errors"])
    fireEvent.change(await screen.findByRole("textbox", { name: "Your feedback" }), {
      target: { value: "one two three four five six" },
    })
    fireEvent.change(screen.getByRole("textbox", { name: "Captcha" }), { target: { value: "9" } })
    fireEvent.click(screen.getByRole("button", { name: "Send feedback" }))
    expect(await screen.findByText("The captcha is incorrect.")).toBeTruthy()
  })
})
