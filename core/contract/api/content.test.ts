import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import { endpoints, findEndpoint } from "../Api.ts"
import { decodeAnswer } from "../decode.ts"
import { content } from "./content.ts"

const ok = (value: unknown) => ({ success: true, value })

describe("content contract", () => {
  it("declares the calls of spec section 7 with their method, path and token flag", () => {
    const table = Object.values(content).map((e) => [e.name, e.method, e.path, e.token])
    expect(table).toEqual([
      ["announcements", "GET", "/wps/relay/MCSFE_getListAnnouncements", false],
      ["winnerBoard", "GET", "/wps/relay/ODSFE2_getWinnerBoard", false],
      ["jackpot", "GET", "/wps/relay/VIS_getJackpot", false],
      ["feedback", "PUT", "/wps/feedback", false],
      ["unreadCount", "GET", "/wps/relay/CSP_unreadCount", true],
      ["ping", "GET", "/wps/system/test/ping", false],
    ])
    for (const e of Object.values(content)) {
      expect(findEndpoint(e.method, e.path)).toBe(e)
      expect(endpoints.filter((x) => x.answered === e.answered)).toHaveLength(1)
      expect(endpoints.filter((x) => x.name === e.name)).toHaveLength(1)
    }
    expect(content.feedback.secrets).toContain("captcha")
  })
  it("decodes the wire answers", () => {
    expect(Result.getOrThrow(decodeAnswer(content.unreadCount, 200, ok("7")))).toBe(7)
    const board = decodeAnswer(content.winnerBoard, 200, ok({ list: [{ vo: { winAmount: "10.5" } }] }))
    expect(Result.getOrThrow(board).list[0]?.vo.winAmount).toBe(1050)
    const a = decodeAnswer(content.announcements, 200, ok({ player: [{ id: 3, title: "t", content: "<p>x</p>" }] }))
    expect(Result.getOrThrow(a).player?.[0]?.id).toBe("3")
    expect(Result.isSuccess(decodeAnswer(content.ping, 200, ok("pong")))).toBe(true)
    expect(Result.isSuccess(decodeAnswer(content.feedback, 200, ok(null)))).toBe(true)
  })
  it("encodes the feedback body, an attachment only when given", () => {
    const encode = Schema.encodeSync(content.feedback.request)
    expect(encode({ sender: "", content: "slow site", type: "1", captcha: "4821" })).toEqual({
      sender: "",
      content: "slow site",
      type: "1",
      captcha: "4821",
    })
  })
})
