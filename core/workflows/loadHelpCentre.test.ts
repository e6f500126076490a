import { describe, expect, it } from "vitest"
import { loadHelpCentre } from "./loadHelpCentre.ts"
import { makeTestRuntime, ok } from "./testRuntime.ts"

describe("loadHelpCentre", () => {
  it("asks in the platform's language code for device WEB and emits the topics", async () => {
    const topics = [{ title: "Terms", tag: "term", content: "<p>Rules</p>", bgColor: "#fff", children: [] }]
    const rt = makeTestRuntime({ answers: { helpCentre: ok(topics) } })
    await rt.run(loadHelpCentre("vi"))
    expect(rt.requests[0]?.body).toEqual({ lang: "VI", device: "WEB" })
    expect(rt.store.log()).toEqual([{ _tag: "HelpCentreLoaded", value: topics }])
  })
})
