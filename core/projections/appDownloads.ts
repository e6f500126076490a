/**
 * The app downloads of the brand (spec section 2 "download (QR codes for iOS or mobile-config link and Android
 * link)", section 3 "Resource: resourceType, url, qrCodeUrl"): the iOS and Android resources that carry a link, iOS
 * first, as the home page's download tutorial and the download page show them.
 */
import type { Resource } from "../model/Resource.ts"

/** Resource types of the apps, in the order shown. */
export const appTypes: ReadonlyArray<string> = ["IOS", "ANDROID"]

/** The app resources with a link, iOS first. */
export const appDownloads = (resources: ReadonlyArray<Resource>): ReadonlyArray<Resource> =>
  appTypes.flatMap((type) =>
    resources.filter((r) => r.resourceType.toUpperCase() === type && (r.qrCodeUrl ?? r.url ?? "") !== ""),
  )
