import { describe, expect, it } from "vitest"
import * as Store from "../store/Store.ts"
import { submitFeedback } from "./submitFeedback.ts"
import { makeTestRuntime, ok, refused } from "./testRuntime.ts"

const form = { content: "The site is slow tonight", type: "2", captcha: "4821", file: "data:image/png;base64,AA==" }

describe("submitFeedback", () => {
  it("sends a visitor's feedback with an empty sender and no file", async () => {
    const rt = makeTestRuntime({ answers: { feedback: ok(null) } })
    await rt.run(submitFeedback(form))
    expect(rt.requests[0]?.body).toEqual({ sender: "", content: form.content, type: "2", captcha: "4821" })
    expect(rt.tags()).toEqual(["FeedbackSubmitted", "FeedbackSent"])
    expect(rt.store.state().content.feedback).toBe("sent")
  })
  it("sends a member's feedback with the account and the file, keeping the text out of the log", async () => {
    const store = Store.make()
    store.dispatch({ _tag: "LoginSucceeded", value: { token: "[redacted]" } })
    store.dispatch({ _tag: "MemberInfoLoaded", value: { account: "alice", type: 0 } })
    const rt = makeTestRuntime({ store, answers: { feedback: ok(null) } })
    await rt.run(submitFeedback(form))
    expect(rt.requests[0]?.body).toMatchObject({ sender: "alice", file: form.file })
    expect(JSON.stringify(rt.store.log())).not.toContain("slow tonight")
  })
  it("shows a refusal", async () => {
    const rt = makeTestRuntime({ answers: { feedback: refused(400, "captcha.err", "Wrong captcha") } })
    await rt.run(submitFeedback(form))
    expect(rt.tags()).toEqual(["FeedbackSubmitted", "CallFailed"])
    expect(rt.store.state().content.feedback).toBe("failed")
  })
})
