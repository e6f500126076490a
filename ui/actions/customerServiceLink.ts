/**
 * The customer-service links (spec sections 3 and 4; wire notes sections 3 and 5): the chat link, the entry of type 3
 * among the brand's customer-service entries (else the first entry), and the member's VIP desk (`vipService`); each
 * path decrypted by the `Encryptor` port unless it is a plain link, and accepted only as an http(s) address. Fails
 * with `NoChatLink` otherwise.
 */
import * as Data from "effect/Data"
import * as Effect from "effect/Effect"
import { type CustomerServiceEntry, chatLinkType, isPlainLink } from "../../core/model/CustomerService.ts"
import { Encryptor } from "../../core/ports/Encryptor.ts"
import { vipService } from "../../core/projections/vipService.ts"
import { state } from "../../core/store/EventLog.ts"

/** There is no usable chat link. */
export class NoChatLink extends Data.TaggedError("NoChatLink")<{}> {}

const isWebAddress = (link: string): boolean => {
  try {
    const u = new URL(link)
    return u.protocol === "https:" || u.protocol === "http:"
  } catch {
    return false
  }
}

/** The web address an entry holds, decrypted when it is a ciphertext. */
const linkOf = (entry: CustomerServiceEntry | undefined) =>
  Effect.gen(function* () {
    if (entry === undefined) return yield* Effect.fail(new NoChatLink())
    const link = isPlainLink(entry) ? entry.path : yield* Encryptor.use((e) => e.decryptLink(entry.path))
    if (link === undefined || !isWebAddress(link)) return yield* Effect.fail(new NoChatLink())
    return link
  })

/** The chat link to open. */
export const customerServiceLink = Effect.gen(function* () {
  const entries = (yield* state).settings.customerService
  return yield* linkOf(entries.find((e) => String(e.type) === String(chatLinkType)) ?? entries[0])
})

/** The member's VIP desk link to open. */
export const vipServiceLink = Effect.gen(function* () {
  return yield* linkOf(vipService(yield* state))
})
