import { describe, expect, it } from "vitest"
import * as Store from "../store/Store.ts"
import { loadAnnouncements } from "./loadAnnouncements.ts"
import { makeTestRuntime, ok } from "./testRuntime.ts"

const wire = {
  banners: [{ groupName: "w_login", url: "/b.jpg", linkageType: "URL", linkage: "https://x" }],
  player: [{ id: 1, title: "Notice", content: "<p>hi</p>" }],
  popup: [{ title: "Welcome", content: "<b>hi</b>", execution: "B" }],
  promotion: [],
}

describe("loadAnnouncements", () => {
  it("asks for the home types, platform W, execution B, and fills the lists", async () => {
    const rt = makeTestRuntime({ answers: { announcements: ok(wire) } })
    await rt.run(loadAnnouncements())
    expect(rt.requests[0]?.body).toEqual({ types: "B,PL,PU,PR", platform: "W", execution: "B" })
    expect(rt.tags()).toEqual(["AnnouncementsRequested", "AnnouncementsLoaded"])
    const c = rt.store.state().content
    expect([c.banners.length, c.notices.length, c.popups.length]).toEqual([1, 1, 1])
    expect(c.notices[0]?.id).toBe("1")
  })
  it("reuses the cached notice for the same types and login, and calls again otherwise", async () => {
    const rt = makeTestRuntime({ answers: { announcements: ok(wire) } })
    await rt.run(loadAnnouncements())
    await rt.run(loadAnnouncements())
    expect(rt.called()).toEqual(["announcements"])
    expect(rt.tags().slice(2)).toEqual(["AnnouncementsRequested", "AnnouncementsLoaded"])
    await rt.run(loadAnnouncements({ types: ["PU"], execution: "A" }))
    expect(rt.called()).toEqual(["announcements", "announcements"])
    await rt.run(loadAnnouncements({ types: ["PU"], execution: "A", refresh: true }))
    expect(rt.called()).toHaveLength(3)
  })
  it("does not reuse a visitor's notice once a member is logged in", async () => {
    const store = Store.make()
    const rt = makeTestRuntime({ store, answers: { announcements: ok(wire) } })
    await rt.run(loadAnnouncements())
    store.dispatch({ _tag: "LoginSucceeded", value: { token: "[redacted]" } })
    await rt.run(loadAnnouncements())
    expect(rt.called()).toEqual(["announcements", "announcements"])
  })
  it("does not reuse the notice of another language (spec section 4: the interface follows a language change)", async () => {
    const store = Store.make()
    const rt = makeTestRuntime({ store, answers: { announcements: ok(wire) } })
    await rt.run(loadAnnouncements())
    store.dispatch({ _tag: "LanguageChanged", language: "th" })
    await rt.run(loadAnnouncements())
    expect(rt.called()).toEqual(["announcements", "announcements"])
    await rt.run(loadAnnouncements())
    expect(rt.called()).toHaveLength(2)
  })
  it("replaces only the popups when only popups are asked for", async () => {
    const rt = makeTestRuntime({ answers: { announcements: [ok(wire), ok({ banners: [], popup: [] })] } })
    await rt.run(loadAnnouncements())
    await rt.run(loadAnnouncements({ types: ["PU"] }))
    const c = rt.store.state().content
    expect(c.banners).toHaveLength(1)
    expect(c.popups).toEqual([])
  })
})
