/**
 * The transfer offered before a game opens with an empty wallet (core/workflows/launchFunding.ts): which launch waits
 * for it and how much the main wallet holds. Set by the launch action, read by FundingOffer.tsx.
 */
import { proxy, ref } from "valtio"
import type { LaunchTarget } from "../../core/model/LaunchDecision.ts"

export interface PendingOffer {
  readonly target: LaunchTarget
  readonly vendor: string
  /** The main wallet's money, minor units. */
  readonly available: number
}

export const fundingOffer = proxy<{ current: PendingOffer | undefined }>({ current: undefined })

/** Shows the offer for a launch. */
export const offerFunding = (offer: PendingOffer): void => {
  fundingOffer.current = { ...offer, target: ref(offer.target) }
}

/** Closes the offer. */
export const closeFunding = (): void => {
  fundingOffer.current = undefined
}
