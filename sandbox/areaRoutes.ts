/** Routes of the areas outside the platform contract (game pages, images...), each area appending its own. */
import { avatarRoute } from "./accounts/avatar.ts"
import { brandRoute } from "./accounts/brandRoute.ts"
import { mailOutboxRoute } from "./accounts/mailOutbox.ts"
import { settlementSweep } from "./agents/settlementSweep.ts"
import { appDownloadRoute } from "./content/appDownload.ts"
import { imageRoutes } from "./games/imageRoutes.ts"
import { playRoutes } from "./games/play/routes.ts"
import { withdrawalDelayRoute } from "./money/processingDelay.ts"
import { promotionImages } from "./money/promotionImages.ts"
import { moneySweep } from "./money/sweep.ts"
import { walletModeRoute } from "./money/walletModeRoute.ts"
import type { RouteFactory } from "./routes.ts"

export const areaRoutes: ReadonlyArray<RouteFactory> = [
  mailOutboxRoute,
  avatarRoute,
  brandRoute,
  appDownloadRoute,
  imageRoutes,
  playRoutes,
  promotionImages,
  moneySweep,
  settlementSweep,
  walletModeRoute,
  withdrawalDelayRoute,
]
