/** Seeding of the money area (filled by the area): runs inside the seed transaction after the members exist. */
import type { SeedStep } from "./seed.ts"

export const seedMoney: SeedStep = async () => undefined
