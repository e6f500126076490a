/**
 * The agent centre's actions on downlines (spec sections 2 and 4: "Agents can transfer to downline"; the register
 * centre opens a downline account), through core's workflows (loaded with the agent centre). The transfer carries an idempotency key
 * core keeps until the platform answers (a retry of the same transfer reuses it) and refreshes the balance; after it
 * the team management list reloads under its kept filter, so the downline's new balance shows.
 */
import type { DownlineRegistered } from "../../core/model/DownlineRegistration.ts"
import type { DownlineRegisterForm } from "../../core/validation/DownlineRegisterForm.ts"
import * as QueryAgentReport from "../../core/workflows/queryAgentReport.ts"
import * as RegisterDownline from "../../core/workflows/registerDownline.ts"
import type { DownlineTransferForm } from "../../core/workflows/transferToDownline.ts"
import * as TransferToDownline from "../../core/workflows/transferToDownline.ts"
import { attempt, run, state } from "../app/runtime.ts"
import { type MoneyOutcome, moneyOutcomeOf } from "./moneyOutcome.ts"

/** Reloads the team management list's current page, when it has been loaded. */
const reloadDownlines = async (): Promise<void> => {
  const filter = state().agentCentre.reports.downlines.filter
  if (filter === undefined) return
  await run(QueryAgentReport.queryAgentReport("downlines", filter))
}

/** Transfers an amount (minor units) to a downline, confirmed by the payment password. */
export const transferToDownline = async (form: DownlineTransferForm): Promise<MoneyOutcome<unknown>> => {
  const o = moneyOutcomeOf(await attempt(TransferToDownline.transferToDownline(form)))
  if (o._tag === "Done") await reloadDownlines()
  return o
}

/** Opens a downline account (the register centre); done with the new account. */
export const registerDownline = async (form: DownlineRegisterForm): Promise<MoneyOutcome<DownlineRegistered>> => {
  return moneyOutcomeOf(await attempt(RegisterDownline.registerDownline(form)))
}
