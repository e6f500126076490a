import { describe, expect, it } from "vitest"
import { selectedNotice } from "../state/slices/content.ts"
import { loadAnnouncements } from "./loadAnnouncements.ts"
import { noticePageOf, openNotice } from "./openNotice.ts"
import { makeTestRuntime, ok } from "./testRuntime.ts"

const player = Array.from({ length: 20 }, (_, i) => ({ id: i + 1, title: `Notice ${i + 1}`, content: "<p>x</p>" }))

const loaded = async () => {
  const rt = makeTestRuntime({ answers: { announcements: ok({ banners: [], player, popup: [], promotion: [] }) } })
  await rt.run(loadAnnouncements())
  return rt
}

describe("openNotice", () => {
  it("opens the modal on the page of the chosen notice, with it selected", async () => {
    const rt = await loaded()
    await rt.run(openNotice(11))
    expect(rt.tags().slice(-3)).toEqual(["NoticePageChanged", "NoticeSelected", "ModalOpened"])
    const s = rt.store.state()
    expect(s.content.noticePage).toBe(2)
    expect(selectedNotice(s.content)?.title).toBe("Notice 12")
    expect(s.modals.open).toEqual(["notice"])
  })
  it("opens on the first notice when none or an unknown one is asked for", async () => {
    const rt = await loaded()
    await rt.run(openNotice(11))
    await rt.run(openNotice(99))
    const s = rt.store.state()
    expect([s.content.noticePage, s.content.selectedNotice]).toEqual([1, 0])
    expect(s.modals.open).toEqual(["notice"])
  })
  it("opens the modal even before the notices are loaded", async () => {
    const rt = makeTestRuntime()
    await rt.run(openNotice(3))
    expect(rt.tags()).toEqual(["ModalOpened"])
  })
  it("pages hold 9 notices", () => {
    expect([0, 8, 9, 17, 18].map(noticePageOf)).toEqual([1, 1, 2, 2, 3])
  })
})
