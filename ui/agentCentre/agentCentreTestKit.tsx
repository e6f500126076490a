/**
 * What the agent centre's tests share (tests only): a memory runtime with a logged-in agent (core's `memberState`,
 * type 1 unless told, AGENTPOLICY3 on so the contract data decides the dividend and salary pages) at a fixed instant,
 * the centre's host with the modal and dialog hosts under a memory location, and the centre opened through core's
 * workflow as the header opens it. The platform answers per endpoint name, so a test reads the requests it sent.
 */
import type { Event } from "../../core/events/Event.ts"
import type { AgentCentrePage } from "../../core/model/AgentCentrePage.ts"
import * as Store from "../../core/store/Store.ts"
import { memberState } from "../../core/workflows/memberTestKit.ts"
import type { Answer } from "../../core/workflows/testRuntime.ts"
import { ok } from "../../core/workflows/testRuntime.ts"
import { openAgentCentre } from "../actions/centres.ts"
import { openedCentre, renderCentreHosts } from "../testing/centreHarness.tsx"
import { setup } from "../testing/harness.tsx"

/** The instant the tests start at: 2026-01-15 12:00 in GMT+8. */
export const start = Date.UTC(2026, 0, 15, 4, 0, 0)

/** Consolidated contract data with the dividend (`enableCt`) and daily salary (`salary`) flags on. */
export const dividendAndSalary = ok({
  divtypeinfo: { SPORTS: { agent: [{ status: "V" }] } },
  dailysalinfotype: { SPORTS: { agent: [{ status: "V" }] } },
})

export interface AgentOptions {
  readonly type?: number
  readonly answers?: Readonly<Record<string, Answer | ReadonlyArray<Answer>>>
  readonly events?: ReadonlyArray<Event>
}

/** Sets up a logged-in agent and renders the hosts, without opening the centre. */
export const agentPortal = async (o: AgentOptions = {}) => {
  const store = Store.make(memberState({ type: o.type ?? 1, whitelabel: { AGENTPOLICY3: true } }))
  const rt = await setup({
    now: start,
    store,
    events: [{ _tag: "ClockTicked", now: start }, ...(o.events ?? [])],
    answers: { consolidated: ok({}), ...o.answers },
  })
  return renderCentreHosts(rt, ["agentCentre", "records", "errors", "validation", "common"])
}

/** Opens the centre (on `page`) as the header does and waits for it. */
export const openAgent = async (page?: AgentCentrePage, o: AgentOptions = {}) => {
  return openedCentre(await agentPortal(o), () => openAgentCentre(page), "Agent")
}

/** The bodies of the requests sent to an endpoint, in order. */
export const bodiesOf = (rt: Awaited<ReturnType<typeof agentPortal>>["rt"], endpoint: string) =>
  rt.requests.filter((r) => r.endpoint.name === endpoint).map((r) => r.body)
