/**
 * The customer-service chat link (spec sections 3 and 4; wire notes sections 3 and 5): the entry of type 3 among the
 * brand's customer-service entries (else the first entry), its path decrypted by the `Encryptor` port unless it is a
 * plain link, and accepted only as an http(s) address. Fails with `NoChatLink` otherwise.
 */
import * as Data from "effect/Data"
import * as Effect from "effect/Effect"
import { chatLinkType, isPlainLink } from "../../core/model/CustomerService.ts"
import { Encryptor } from "../../core/ports/Encryptor.ts"
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

/** The chat link to open. */
export const customerServiceLink = Effect.gen(function* () {
  const entries = (yield* state).settings.customerService
  const entry = entries.find((e) => String(e.type) === String(chatLinkType)) ?? entries[0]
  if (entry === undefined) return yield* Effect.fail(new NoChatLink())
  const link = isPlainLink(entry) ? entry.path : yield* Encryptor.use((e) => e.decryptLink(entry.path))
  if (link === undefined || !isWebAddress(link)) return yield* Effect.fail(new NoChatLink())
  return link
})
