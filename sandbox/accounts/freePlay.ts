/**
 * Free play (spec sections 4 and 6; FREEPLAY3): a new trial account (type 4) with a demo balance on its main wallet,
 * logged in at once (answered like a login). It has no password (none could be told): a trial lives as long as its
 * session. The demo balance is a ledger entry from the house's bonus account, like any money. Trial accounts count
 * towards the address's hourly quota of new accounts (`registration.ts`).
 */

import { randomInt } from "node:crypto"
import { accountCodes, gatewayCodes } from "../../core/contract/ErrorCode.ts"
import type { LoginResponse } from "../../core/model/LoginResponse.ts"
import { Modules } from "../../core/model/WhiteLabel.ts"
import { trialType } from "../../core/permissions/roles.ts"
import { ApiError } from "../http/ApiError.ts"
import type { Context } from "../http/Context.ts"
import { House, main, transfer } from "../ledger/ledger.ts"
import { moduleOn, readBrand } from "./brandSettings.ts"
import { memberById } from "./members.ts"
import { openSession } from "./openSession.ts"
import { checkAddressQuota } from "./registration.ts"

/**
 * A trial account's password hash: none. Its password was never told to anyone, so hashing a random one spent a
 * stranger-caused scrypt for nothing; a hash of no known scheme never verifies (auth/passwords.ts).
 */
const noPassword = "none$trial"

/** The demo balance of a trial account, in minor units (2,000.00). */
export const trialBalance = 200_000

/** `POST /wps/session/login/freeplay`. */
export const freePlay = async (ctx: Context): Promise<LoginResponse> => {
  const { db } = ctx.services
  if (!moduleOn(await readBrand(db), Modules.freePlay))
    throw new ApiError(403, accountCodes.freePlayDisabled, "Free play is not available")
  await checkAddressQuota(db, ctx.ip, ctx.now)
  const id = await db.transaction(async (tx) => {
    for (let attempt = 0; ; attempt++) {
      const account = `trial${String(randomInt(100_000_000)).padStart(8, "0")}`
      const [row] = await tx.query<{ id: string }>(
        `insert into members (account, password_hash, nickname, type, first_time_login, password_changed_at,
           known_ips, registered_ip, created_at, language)
         values ($1, $2, 'Trial player', $3, false, $4, array[$5]::text[], $5, $4, 'EN')
         on conflict (account) do nothing returning id`,
        [account, noPassword, trialType, new Date(ctx.now), ctx.ip],
      )
      if (row !== undefined) {
        const newId = Number(row.id)
        await transfer(tx, "trial.credit", newId, House.bonus, main(newId), trialBalance, { note: "free play" })
        return newId
      }
      if (attempt >= 5) throw new ApiError(409, gatewayCodes.busy, "No trial account could be made, try again")
    }
  })
  const member = await memberById(db, id)
  return openSession(ctx, member!, "freePlay")
}
