/**
 * Calls of player protection (our choice: neither the spec nor the wire notes show them; the paths and fields are
 * the ones the acceptance checks call): the member's limits, reality-check interval, the current session's figures,
 * cool-off and self-exclusion (encrypted and confirmed by the password, like the platform's other password checks),
 * and the histories of logins and limit changes. The rules behind them are core/model/Protection.ts.
 *
 * Refusals elsewhere (deposits, bets, login) use the platform's error envelope, status 403, with the codes of
 * `refusalCode` (core/model/Protection.ts) and a message naming the limit, what remains and when it resets; the
 * envelope's `value` carries the same as data: `{ kind, period, limit, remaining, resetAt }` for a money limit
 * (amounts in minor units, `resetAt` epoch ms or null), `{ limit, remaining, resetAt }` for the session-time limit
 * (minutes), `{ kind, until }` for an exclusion.
 */
import {
  Exclusion,
  ExclusionRequest,
  LimitRequest,
  ProtectionHistory,
  ProtectionSession,
  ProtectionStatus,
  RealityCheckRequest,
} from "../../model/Protection.ts"
import { endpoint, NoParams } from "../Endpoint.ts"

const ours = "Not shown by the spec or the wire notes: path, fields and answer are our choice (player protection)."

export const protection = {
  protection: endpoint({
    name: "protection",
    method: "GET",
    path: "/wps/member/protection",
    request: NoParams,
    response: ProtectionStatus,
    answered: "ProtectionLoaded",
    note: `${ours} The limits with their use in each rolling window, pending changes, the reality-check interval, an exclusion in force and the previous login.`,
  }),
  protectionLimit: endpoint({
    name: "protectionLimit",
    method: "PUT",
    path: "/wps/member/protection/limit",
    request: LimitRequest,
    response: ProtectionStatus,
    answered: "ProtectionLimitSet",
    note: `${ours} amount null removes the limit; a raise or removal is pending for 24 hours. Answers the state it leaves.`,
  }),
  protectionRealityCheck: endpoint({
    name: "protectionRealityCheck",
    method: "PUT",
    path: "/wps/member/protection/realityCheck",
    request: RealityCheckRequest,
    response: ProtectionStatus,
    answered: "RealityCheckSet",
    note: `${ours} minutes 15, 30 or 60, or null for off. Answers the state it leaves.`,
  }),
  protectionSession: endpoint({
    name: "protectionSession",
    method: "GET",
    path: "/wps/member/protection/session",
    request: NoParams,
    response: ProtectionSession,
    answered: "ProtectionSessionLoaded",
    note: `${ours} The reality check's figures since login: elapsed minutes, amount staked, net (payouts - stakes).`,
  }),
  protectionExclusion: endpoint({
    name: "protectionExclusion",
    method: "POST",
    path: "/wps/member/protection/exclusion",
    encrypted: true,
    secrets: ["password"],
    request: ExclusionRequest,
    response: Exclusion,
    answered: "ExclusionStarted",
    note: `${ours} Confirmed by the password; every session of the member ends at once. It can only be lengthened.`,
  }),
  protectionHistory: endpoint({
    name: "protectionHistory",
    method: "GET",
    path: "/wps/member/protection/history",
    request: NoParams,
    response: ProtectionHistory,
    answered: "ProtectionHistoryLoaded",
    note: `${ours} Logins and limit changes, newest first, at most 50 of each.`,
  }),
}
