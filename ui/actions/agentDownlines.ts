/**
 * The agent centre's actions on downlines (spec sections 2 and 4: "Agents can transfer to downline"; the register
 * centre opens a downline account), through core's workflows loaded on demand. The transfer carries an idempotency key
 * core keeps until the platform answers (a retry of the same transfer reuses it) and refreshes the balance; after it
 * the team management list reloads under its kept filter, so the downline's new balance shows.
 */
import type { DownlineRegistered } from "../../core/model/DownlineRegistration.ts"
import type { DownlineRegisterForm } from "../../core/validation/DownlineRegisterForm.ts"
import type { DownlineTransferForm } from "../../core/workflows/transferToDownline.ts"
import { attempt, run, state } from "../app/runtime.ts"
import { type MoneyOutcome, moneyOutcomeOf } from "./moneyOutcome.ts"

/** Reloads the team management list's current page, when it has been loaded. */
const reloadDownlines = async (): Promise<void> => {
  const filter = state().agentCentre.reports.downlines.filter
  if (filter === undefined) return
  const m = await import("../../core/workflows/queryAgentReport.ts")
  await run(m.queryAgentReport("downlines", filter))
}

/** Transfers an amount (minor units) to a downline, confirmed by the payment password. */
export const transferToDownline = async (form: DownlineTransferForm): Promise<MoneyOutcome<unknown>> => {
  const m = await import("../../core/workflows/transferToDownline.ts")
  const o = moneyOutcomeOf(await attempt(m.transferToDownline(form)))
  if (o._tag === "Done") await reloadDownlines()
  return o
}

/** Opens a downline account (the register centre); done with the new account. */
export const registerDownline = async (form: DownlineRegisterForm): Promise<MoneyOutcome<DownlineRegistered>> => {
  const m = await import("../../core/workflows/registerDownline.ts")
  return moneyOutcomeOf(await attempt(m.registerDownline(form)))
}
