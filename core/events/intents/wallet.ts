/** What the person did in the wallet area. */
export const walletIntents = [] as const
export type WalletIntent = never
