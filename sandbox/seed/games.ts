/** Seeding of the games area (filled by the area): runs inside the seed transaction after the members exist. */
import type { SeedStep } from "./seed.ts"

export const seedGames: SeedStep = async () => undefined
