/**
 * Calls of the content area (spec section 7; wire notes section 4): announcements (banners, player notices,
 * popups, promotions), the winner board, the slot jackpot, feedback, the unread message count, and the ping probe of the mirror
 * speed test. The help centre and domain routes are declared by the settings/session area.
 */
import { Announcements, AnnouncementsRequest } from "../../model/Announcements.ts"
import { PingRequest } from "../../model/DomainSpeed.ts"
import { FeedbackRequest } from "../../model/Feedback.ts"
import { Jackpot } from "../../model/Jackpot.ts"
import { UnreadCount } from "../../model/UnreadCount.ts"
import { WinnerBoard, WinnerBoardRequest } from "../../model/WinnerBoard.ts"
import { endpoint, Ignored, NoParams } from "../Endpoint.ts"

export const content = {
  announcements: endpoint({
    name: "announcements",
    method: "GET",
    path: "/wps/relay/MCSFE_getListAnnouncements",
    token: false,
    request: AnnouncementsRequest,
    response: Announcements,
    answered: "AnnouncementsLoaded",
  }),
  winnerBoard: endpoint({
    name: "winnerBoard",
    method: "GET",
    path: "/wps/relay/ODSFE2_getWinnerBoard",
    token: false,
    request: WinnerBoardRequest,
    response: WinnerBoard,
    answered: "WinnerBoardLoaded",
  }),
  jackpot: endpoint({
    name: "jackpot",
    method: "GET",
    path: "/wps/relay/VIS_getJackpot",
    token: false,
    request: NoParams,
    response: Jackpot,
    answered: "JackpotLoaded",
  }),
  feedback: endpoint({
    name: "feedback",
    method: "PUT",
    path: "/wps/feedback",
    token: false,
    secrets: ["captcha"],
    request: FeedbackRequest,
    response: Ignored,
    answered: "FeedbackSent",
  }),
  unreadCount: endpoint({
    name: "unreadCount",
    method: "GET",
    path: "/wps/relay/CSP_unreadCount",
    request: NoParams,
    response: UnreadCount,
    answered: "UnreadCountLoaded",
  }),
  ping: endpoint({
    name: "ping",
    method: "GET",
    path: "/wps/system/test/ping",
    token: false,
    request: PingRequest,
    response: Ignored,
    answered: "PingAnswered",
    note: "Sent to each mirror domain, not the API host; only the round trip counts. Answer shape our choice: the envelope with any value.",
  }),
}
