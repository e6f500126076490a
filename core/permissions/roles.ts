/**
 * Roles and permissions of spec section 6 as pure predicates over state. Visitor: no session. Member: a session and
 * a type other than 4. Trial member: type 4, blocked from game launch and the member and agent centres. Agent:
 * type 1, 2, 41 or 42.
 */
import type { State } from "../state/State.ts"

/** Account type of a trial (demo) member (spec section 9). */
export const trialType = 4

/** Account types of agents (spec section 9). */
export const agentTypes: ReadonlyArray<number> = [1, 2, 41, 42]

/** True for the agent account types. */
export const isAgentType = (type: number | undefined): boolean => type !== undefined && agentTypes.includes(type)

/** A session token is held. */
export const isLoggedIn = (s: State): boolean => s.session.loggedIn

/** No session: a visitor. */
export const isVisitor = (s: State): boolean => !s.session.loggedIn

/** Logged in on a trial (type 4) account. */
export const isTrialMember = (s: State): boolean => s.session.loggedIn && s.session.member?.type === trialType

/** Logged in on a real account (type not 4): may open the member centre, deposit, withdraw, launch games. */
export const isRealMember = (s: State): boolean =>
  s.session.loggedIn && s.session.member !== undefined && s.session.member.type !== trialType

/** Logged in as an agent. */
export const isAgent = (s: State): boolean => s.session.loggedIn && isAgentType(s.session.member?.type)

/** A white-label module is on. */
export const hasModule = (s: State, modId: string): boolean => s.settings.whitelabel[modId] === true
