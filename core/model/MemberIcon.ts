/**
 * The member's avatar (`GET /wps/member/info/icon`, token; module PROFPIC3). The wire notes record no answer; our
 * choice accepts the shapes a platform of this kind returns (the image address as a string, an object naming it as
 * `iconUrl`, `icon` or `url`, or nothing) and keeps the address.
 */
import * as Schema from "effect/Schema"
import * as SchemaGetter from "effect/SchemaGetter"

/** What the portal keeps: the image address, when there is one. */
export const MemberIconAddress = Schema.Struct({ address: Schema.optionalKey(Schema.String) })
export type MemberIconAddress = typeof MemberIconAddress.Type

const text = (v: unknown): string | undefined => (typeof v === "string" && v !== "" ? v : undefined)

const addressIn = (v: unknown): MemberIconAddress => {
  const found =
    text(v) ??
    (typeof v === "object" && v !== null
      ? (text((v as { iconUrl?: unknown }).iconUrl) ??
        text((v as { icon?: unknown }).icon) ??
        text((v as { url?: unknown }).url))
      : undefined)
  return found === undefined ? {} : { address: found }
}

/** `value` of the icon call. */
export const MemberIcon = Schema.Unknown.pipe(
  Schema.decodeTo(MemberIconAddress, {
    decode: SchemaGetter.transform(addressIn),
    encode: SchemaGetter.transform((a: MemberIconAddress): unknown => a.address ?? null),
  }),
)
export type MemberIcon = typeof MemberIcon.Type
