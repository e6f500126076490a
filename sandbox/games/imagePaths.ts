/**
 * Where the sandbox serves its generated artwork: absolute paths on the image CDN, which the status call
 * names as the sandbox's own origin (`info.imageCDNs`), so the portal prefixes them with the CDN it picked.
 */

/** The card of a vendor (`lagerIcon`). */
export const vendorImage = (code: string): string => `/images/vendors/${code}.svg`

/** The card of a game (`showIcon`, `iconUrl`, `smallIcon`). */
export const gameImage = (code: string): string => `/images/games/${code}.svg`

/** The icon of a lottery game. */
export const lotteryImage = (code: string): string => `/images/lottery/${code}.svg`

/** A banner of the announcements. */
export const bannerImage = (key: string): string => `/images/banners/${key}.svg`

/** The picture of a points-mall reward. */
export const rewardImage = (key: string): string => `/images/rewards/${key}.svg`
