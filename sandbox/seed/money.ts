/**
 * Seeding of the money area, inside the seed transaction after the members exist and the games have
 * seeded their play: the money history (money/seedFunds.ts), the rewards (money/seedRewards.ts) and the agents'
 * contracts (agents/seedContracts.ts).
 */
import { seedContracts } from "../agents/seedContracts.ts"
import { seedFunds } from "../money/seedFunds.ts"
import { seedRewards } from "../money/seedRewards.ts"
import type { SeedStep } from "./seed.ts"

export const seedMoney: SeedStep = async (tx, members, now) => {
  await seedFunds(tx, members, now)
  await seedRewards(tx, members, now)
  await seedContracts(tx, members, now)
}
