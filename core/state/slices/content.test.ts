import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import type { EndpointName } from "../../contract/Api.ts"
import type { Event } from "../../events/Event.ts"
import { Announcements } from "../../model/Announcements.ts"
import { WinnerBoard } from "../../model/WinnerBoard.ts"
import { initialState, replay } from "../State.ts"
import { noticePageCount, noticesOnPage, selectedNotice } from "./content.ts"

const announcements = (wire: unknown): Event => ({
  _tag: "AnnouncementsLoaded",
  value: Schema.decodeUnknownSync(Announcements)(wire),
})
const notices = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i, title: `n${i}`, content: `<p>${i}</p>` }))
const routes = (...names: ReadonlyArray<string>): Event => ({
  _tag: "DomainRoutesLoaded",
  value: { domainList: names.map((domainName) => ({ domainName })) },
})
const failed = (endpoint: EndpointName): Event => ({
  _tag: "CallFailed",
  endpoint,
  status: 400,
  errorCode: "x",
  message: "",
  captcha: false,
})

describe("content: announcements", () => {
  const home = replay([
    { _tag: "AnnouncementsRequested", types: ["B", "PL", "PU", "PR"] },
    announcements({
      banners: [{ url: "/b.jpg", linkageType: "URL" }],
      player: notices(2),
      popup: [{ title: "p", execution: "B" }],
    }),
  ])
  it("replaces the lists asked for, empty when the answer leaves one out", () => {
    expect(home.content.banners).toHaveLength(1)
    expect(home.content.notices).toHaveLength(2)
    expect(home.content.popups).toHaveLength(1)
    expect(home.content.promotions).toEqual([])
    expect(home.content.pendingTypes).toBeUndefined()
  })
  it("keeps the lists not asked for, so popups alone never wipe the banners", () => {
    const s = replay(
      [{ _tag: "AnnouncementsRequested", types: ["PU"] }, announcements({ banners: [], popup: [] })],
      home,
    )
    expect(s.content.banners).toBe(home.content.banners)
    expect(s.content.notices).toBe(home.content.notices)
    expect(s.content.popups).toEqual([])
  })
  it("without a recorded request, replaces what the answer carries and keeps the rest", () => {
    const s = replay([announcements({ popup: null })], home)
    expect(s.content.popups).toEqual([])
    expect(s.content.banners).toBe(home.content.banners)
  })
  it("keeps the slice when the same answer comes again", () => {
    const again = replay(
      [
        announcements({
          banners: [{ url: "/b.jpg", linkageType: "URL" }],
          player: notices(2),
          popup: [{ title: "p", execution: "B" }],
        }),
      ],
      home,
    )
    expect(again.content).toBe(home.content)
  })
  it("drops the recorded request when the call fails", () => {
    const s = replay([{ _tag: "AnnouncementsRequested", types: ["PU"] }, failed("announcements")], home)
    expect(s.content.pendingTypes).toBeUndefined()
  })
})

describe("content: notices", () => {
  const s = replay([announcements({ player: notices(20) })])
  it("pages them by 9", () => {
    expect(noticePageCount(s.content)).toBe(3)
    expect(noticesOnPage(s.content).map((n) => n.title)).toEqual(notices(9).map((n) => n.title))
    const last = replay([{ _tag: "NoticePageChanged", page: 3 }], s)
    expect(noticesOnPage(last.content).map((n) => n.title)).toEqual(["n18", "n19"])
  })
  it("keeps the page within bounds", () => {
    expect(replay([{ _tag: "NoticePageChanged", page: 9 }], s).content.noticePage).toBe(3)
    expect(replay([{ _tag: "NoticePageChanged", page: 0 }], s).content).toBe(s.content)
  })
  it("shows the selected notice, the first by default, and ignores a selection out of range", () => {
    expect(selectedNotice(s.content)?.title).toBe("n0")
    const picked = replay([{ _tag: "NoticeSelected", index: 12 }], s)
    expect(selectedNotice(picked.content)?.title).toBe("n12")
    expect(replay([{ _tag: "NoticeSelected", index: 20 }], picked).content).toBe(picked.content)
  })
  it("starts over at page 1 when the notices change", () => {
    const moved = replay(
      [
        { _tag: "NoticePageChanged", page: 2 },
        { _tag: "NoticeSelected", index: 10 },
      ],
      s,
    )
    const after = replay([announcements({ player: notices(3) })], moved)
    expect(after.content.noticePage).toBe(1)
    expect(after.content.selectedNotice).toBeUndefined()
  })
})

describe("content: winner board", () => {
  it("keeps the top 10 of the 20 answered, largest win first", () => {
    const list = Array.from({ length: 20 }, (_, i) => ({ vo: { recordId: i, winAmount: i } }))
    const s = replay([{ _tag: "WinnerBoardLoaded", value: Schema.decodeUnknownSync(WinnerBoard)({ list }) }])
    expect(s.content.winners).toHaveLength(10)
    expect(s.content.winners[0]?.recordId).toBe("19")
    expect(s.content.winners[9]?.recordId).toBe("10")
  })
})

describe("content: speed test", () => {
  it("lists the domain routes at speed 0, then ranks measured ones fastest first", () => {
    const listed = replay([routes("a.example", "b.example", "c.example")])
    expect(listed.content.domains.map((d) => d.speed)).toEqual([0, 0, 0])
    const s = replay(
      [
        { _tag: "DomainSpeedMeasured", domain: "c.example", ms: 120.4 },
        { _tag: "DomainSpeedMeasured", domain: "b.example", ms: 45 },
      ],
      listed,
    )
    expect(s.content.domains).toEqual([
      { domainName: "b.example", speed: 45 },
      { domainName: "c.example", speed: 120 },
      { domainName: "a.example", speed: 0 },
    ])
  })
  it("records a 0 ms answer as 1 ms, so 0 keeps meaning untested", () => {
    const s = replay([routes("a"), { _tag: "DomainSpeedMeasured", domain: "a", ms: 0 }])
    expect(s.content.domains[0]?.speed).toBe(1)
  })
  it("ignores a domain not listed and a negative measurement", () => {
    const s = replay([routes("a")])
    expect(replay([{ _tag: "DomainSpeedMeasured", domain: "zz", ms: 5 }], s).content).toBe(s.content)
    expect(replay([{ _tag: "DomainSpeedMeasured", domain: "a", ms: -1 }], s).content).toBe(s.content)
  })
  it("keeps measured speeds when the routes load again", () => {
    const s = replay([routes("a", "b"), { _tag: "DomainSpeedMeasured", domain: "b", ms: 9 }, routes("a", "b", "c")])
    expect(s.content.domains.map((d) => [d.domainName, d.speed])).toEqual([
      ["b", 9],
      ["a", 0],
      ["c", 0],
    ])
  })
})

describe("content: help, feedback", () => {
  it("holds the help centre", () => {
    const s = replay([{ _tag: "HelpCentreLoaded", value: [{ title: "FAQ", tag: "faq", children: [] }] }])
    expect(s.content.help.map((t) => t.tag)).toEqual(["faq"])
  })
  it("follows the feedback form: sending, then sent or failed", () => {
    const sending = replay([{ _tag: "FeedbackSubmitted", type: "1" }])
    expect(sending.content.feedback).toBe("sending")
    expect(replay([{ _tag: "FeedbackSent", value: null }], sending).content.feedback).toBe("sent")
    expect(replay([failed("feedback")], sending).content.feedback).toBe("failed")
    expect(replay([failed("balance")], sending).content.feedback).toBe("sending")
    expect(replay([failed("feedback")]).content).toBe(initialState.content)
  })
})
