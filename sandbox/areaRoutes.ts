/** Routes of the areas outside the platform contract (game pages, images...), each area appending its own. */
import type { RouteFactory } from "./routes.ts"

export const areaRoutes: ReadonlyArray<RouteFactory> = []
