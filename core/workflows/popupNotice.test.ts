import { describe, expect, it } from "vitest"
import * as Store from "../store/Store.ts"
import { loadAnnouncements } from "./loadAnnouncements.ts"
import { clearSessionStorage } from "./logout.ts"
import { duePopups, markPopupShown, popupKey } from "./popupNotice.ts"
import { makeTestRuntime, ok } from "./testRuntime.ts"

const popups = [
  { id: 1, title: "Always", content: "<p>a</p>", execution: "A" },
  { id: 2, title: "Before login", content: "<p>b</p>", execution: "B" },
  { id: 3, title: "First login", content: "<p>f</p>", execution: "F" },
]
const answer = ok({ banners: [], player: [], popup: popups, promotion: [] })

const titles = (ps: ReadonlyArray<{ readonly title?: string | null | undefined }>) => ps.map((p) => p.title)

describe("the popup notice", () => {
  it("shows a visitor the A and B popups, each once per session, even after a reload", async () => {
    const rt = makeTestRuntime({ answers: { announcements: answer } })
    await rt.run(loadAnnouncements())
    const due = await rt.run(duePopups)
    expect(due._tag === "Success" && titles(due.value)).toEqual(["Always", "Before login"])
    await rt.run(markPopupShown(popups[0] as never))
    const after = await rt.run(duePopups)
    expect(after._tag === "Success" && titles(after.value)).toEqual(["Before login"])
    // A reload: a new store over the same session storage reads the cached notice.
    const reloaded = makeTestRuntime({ session: [...rt.session], answers: { announcements: answer } })
    await reloaded.run(loadAnnouncements())
    expect(reloaded.called()).toEqual([])
    const again = await reloaded.run(duePopups)
    expect(again._tag === "Success" && titles(again.value)).toEqual(["Before login"])
  })
  it("keeps what was shown when a login replaces the cached notice; a member gets no B popup", async () => {
    const store = Store.make()
    const rt = makeTestRuntime({ store, answers: { announcements: answer } })
    await rt.run(loadAnnouncements())
    await rt.run(markPopupShown(popups[0] as never))
    store.dispatch({ _tag: "LoginSucceeded", value: { token: "[redacted]", firstTimeLogin: true } })
    await rt.run(loadAnnouncements())
    expect(rt.called()).toEqual(["announcements", "announcements"])
    const due = await rt.run(duePopups)
    expect(due._tag === "Success" && titles(due.value)).toEqual(["First login"])
  })
  it("starts again in a new session, and records nothing without a cached notice", async () => {
    const rt = makeTestRuntime({ answers: { announcements: answer } })
    await rt.run(loadAnnouncements())
    await rt.run(markPopupShown(popups[0] as never))
    rt.session.clear()
    const fresh = makeTestRuntime({ session: [...rt.session], answers: { announcements: answer } })
    const none = await fresh.run(markPopupShown(popups[0] as never))
    expect(none._tag === "Success" && none.value).toBe(false)
    await fresh.run(loadAnnouncements())
    const due = await fresh.run(duePopups)
    expect(due._tag === "Success" && titles(due.value)).toEqual(["Always", "Before login"])
  })
  it("does not show again after a sign-out clears the session's storage, nor after the reload that follows", async () => {
    const rt = makeTestRuntime({ answers: { announcements: answer } })
    await rt.run(loadAnnouncements())
    await rt.run(markPopupShown(popups[0] as never))
    await rt.run(clearSessionStorage)
    // The member's answer itself is not kept past the sign-out: the next load asks again.
    const reloaded = makeTestRuntime({ session: [...rt.session], answers: { announcements: answer } })
    await reloaded.run(loadAnnouncements())
    expect(reloaded.called()).toEqual(["announcements"])
    const due = await reloaded.run(duePopups)
    expect(due._tag === "Success" && titles(due.value)).toEqual(["Before login"])
  })
  it("keys a popup by id, else title, else content", () => {
    expect(popupKey({ id: "7", title: "x" })).toBe("id:7")
    expect(popupKey({ title: "x" })).toBe("title:x")
    expect(popupKey({ content: "<p>c</p>" })).toBe("content:<p>c</p>")
  })
})
