/**
 * The reward centre's promotions (spec sections 4 and 5; wire notes 6b `MCSFE_getMerchantAvailablePromotions`,
 * `MCSFE_signUpRequestReward`, `MCSFE_getAvailablePromotions`; spec section 7 `MCS2_claimRafflePromotion`): the
 * promotions with the member's status (promotionStatus.ts), applying (a comment of at most 140 characters, at most 3
 * png or jpg images of at most 5 MB each, checked by their bytes, and a contact number when the promotion asks for
 * one), the promotions on offer by type, and claiming a raffle prize or a bonus.
 *
 * An application to an APPLY promotion waits (`APPLYING`) for the sandbox's review `reviewDelayMs` later, which issues
 * the bonus from the house's bonus account (`ISSUED`); joining an EVENT is immediate (`JOINED`). A claim credits the
 * bonus, or a raffle prize drawn from the member and the promotion (the same draw on a replay), in one ledger entry
 * claimed once per idempotency key.
 */

import { createHash } from "node:crypto"
import type { Api } from "../../core/contract/Api.ts"
import { accountCodes, gatewayCodes, moneyCodes } from "../../core/contract/ErrorCode.ts"
import { maxCommentLength, maxImages } from "../../core/validation/ActivityApplication.ts"
import { moduleOn, readBrand } from "../accounts/brandSettings.ts"
import { seededText } from "../content/seededTexts.ts"
import type { Database, Queryable } from "../db/Database.ts"
import { portalTime } from "../games/portalTime.ts"
import { ApiError } from "../http/ApiError.ts"
import type { Handler } from "../http/Context.ts"
import { once } from "../ledger/idempotency.ts"
import { House, main } from "../ledger/ledger.ts"
import { callerOf, realMember } from "./callers.ts"
import { settleDueRows } from "./dueRows.ts"
import { transferAt } from "./entries.ts"
import { rowId } from "./ids.ts"
import { type Image, imageOf } from "./images.ts"
import { missionsOf } from "./missions.ts"
import { type PromotionRow, statusFor } from "./promotionStatus.ts"
import { invitedCount } from "./referral.ts"
import { ms, num } from "./rows.ts"
import { boundedText } from "./texts.ts"

/** How long after an application the sandbox reviews it. */
export const applicationReviewMs = 10_000

/** The raffle's prizes (minor units). */
export const rafflePrizes: ReadonlyArray<number> = [888, 1888, 3888, 8888]

interface Row extends PromotionRow {
  readonly title: string
  readonly content: string
  readonly image_url: string | null
  readonly category: string
  readonly bonus: unknown
  readonly need_apply: boolean
  readonly need_contact: boolean
  readonly stored: string | null
}

/** Every promotion with the member's stored status. */
const promotionsFor = (q: Queryable, memberId: number, id?: number) =>
  q.query<Row>(
    `select p.*, pm.status as stored from promotions p
       left join promotion_members pm on pm.promotion_id = p.id and pm.member_id = $1
      where ($2::bigint is null or p.id = $2) order by p.sort, p.id`,
    [memberId, id ?? null],
  )

export const promotions: Handler<Api["promotions"]> = async (ctx) => {
  const caller = callerOf(ctx)
  const rows = await promotionsFor(ctx.services.db, caller.memberId)
  return {
    list: rows.map((p) => ({
      promotionId: String(num(p.id)),
      title: seededText(ctx.language, p.title),
      content: seededText(ctx.language, p.content),
      imageUrl: p.image_url,
      category: p.category,
      startTime: portalTime(ms(p.start_at)!),
      endTime: portalTime(ms(p.end_at)!),
      status: statusFor(p, p.stored, ctx.now),
      needApply: p.need_apply,
      needContact: p.need_contact,
    })),
    total: rows.length,
    totalPages: rows.length === 0 ? 0 : 1,
    pageNum: 1,
    pageSize: rows.length,
  }
}

export const availablePromotions: Handler<Api["availablePromotions"]> = async (ctx) => {
  const caller = callerOf(ctx)
  const db = ctx.services.db
  const rows = await promotionsFor(db, caller.memberId)
  const statuses = rows.map((p) => ({ kind: p.kind, status: statusFor(p, p.stored, ctx.now) }))
  const openMissions = (await missionsOf(db, caller.memberId, ctx.now)).filter(
    (m) => m.status === "OPEN" || m.status === "COMPLETED",
  ).length
  const raffles = statuses.filter((s) => s.kind === "RAFFLE" && s.status === "CLAIM").length
  return {
    MISSION: { enabled: true, count: openMissions },
    REFERRAL: { enabled: moduleOn(await readBrand(db), "REFERRAL3"), count: await invitedCount(db, caller.memberId) },
    RAFFLE: { enabled: raffles > 0, count: raffles },
    PROMOTION: { enabled: true, count: statuses.filter((s) => s.status === "JOIN" || s.status === "CLAIM").length },
  }
}

const contactOf = (contact: string | undefined, required: boolean): string | null => {
  const c = (contact ?? "").trim()
  if (c === "") {
    if (required)
      throw new ApiError(400, accountCodes.contactRequired, "contact: this promotion needs a Zalo or WhatsApp number")
    return null
  }
  if (!/^\+?\d{6,20}$/.test(c)) throw new ApiError(400, accountCodes.contactInvalid, "contact: expected a phone number")
  return c
}

export const applyPromotion: Handler<Api["applyPromotion"]> = async (ctx, request) => {
  const caller = realMember(ctx)
  const id = rowId("promotionId", request.promotionId)
  const comment = request.comment.trim()
  if (comment.includes("\u0000")) throw new ApiError(400, gatewayCodes.badRequest, "comment: must not contain NUL")
  if ([...comment].length > maxCommentLength)
    throw new ApiError(400, moneyCodes.commentTooLong, `comment: at most ${maxCommentLength} characters`)
  if (request.images.length > maxImages)
    throw new ApiError(400, moneyCodes.tooManyImages, `images: at most ${maxImages} images`)
  const images: Array<Image> = request.images.map((text, i) => imageOf(`images[${i}]`, text))
  const db = ctx.services.db
  const [promotion] = await promotionsFor(db, caller.memberId, id)
  if (promotion === undefined) throw new ApiError(400, moneyCodes.promotionNotFound, "promotionId: no such promotion")
  const contact = contactOf(request.contact, promotion.need_contact)
  if (promotion.kind !== "APPLY" && promotion.kind !== "EVENT")
    throw new ApiError(400, moneyCodes.promotionNotJoinable, "This promotion takes no application")
  if (statusFor(promotion, promotion.stored, ctx.now) !== "JOIN")
    throw new ApiError(400, moneyCodes.promotionNotJoinable, "You cannot join this promotion now")
  const next = promotion.kind === "EVENT" ? "JOINED" : "APPLYING"
  await db.transaction(async (tx) => {
    const changed = await tx.query(
      `insert into promotion_members (promotion_id, member_id, status, updated_at) values ($1, $2, $3, $4)
       on conflict (promotion_id, member_id) do update set status = excluded.status, updated_at = excluded.updated_at
         where promotion_members.status = 'JOIN' returning status`,
      [id, caller.memberId, next, new Date(ctx.now)],
    )
    if (changed.length === 0) throw new ApiError(400, moneyCodes.promotionNotJoinable, "You have already joined")
    const [application] = await tx.query<{ id: unknown }>(
      `insert into promotion_applications (promotion_id, member_id, comment, contact, created_at, due_at, reviewed_at)
       values ($1, $2, $3, $4, $5, $6, $7) returning id`,
      [
        id,
        caller.memberId,
        boundedText("comment", comment, maxCommentLength),
        contact,
        new Date(ctx.now),
        next === "APPLYING" ? new Date(ctx.now + applicationReviewMs) : null,
        next === "APPLYING" ? null : new Date(ctx.now),
      ],
    )
    for (const [i, image] of images.entries())
      await tx.query("insert into promotion_images (application_id, position, mime, data) values ($1, $2, $3, $4)", [
        application!.id,
        i,
        image.mime,
        image.bytes,
      ])
  })
  return null
}

/** The raffle prize a member draws in a promotion. */
export const rafflePrizeOf = (memberId: number, promotionId: number): number =>
  rafflePrizes[
    createHash("sha256").update(`raffle:${memberId}:${promotionId}`).digest().readUInt32BE(0) % rafflePrizes.length
  ]!

export const claimRaffle: Handler<Api["claimRaffle"]> = async (ctx, request) => {
  const caller = realMember(ctx)
  const wanted = request.promotionId === undefined ? undefined : rowId("promotionId", request.promotionId)
  return once(
    ctx.services.db,
    {
      key: ctx.idempotencyKey!,
      memberId: caller.memberId,
      endpoint: "claimRaffle",
      request: { wanted: wanted ?? null },
    },
    async (tx) => {
      const rows = await promotionsFor(tx, caller.memberId, wanted)
      const promotion = rows.find(
        (p) =>
          (p.kind === "RAFFLE" || (wanted !== undefined && p.kind === "CLAIM")) &&
          statusFor(p, p.stored, ctx.now) === "CLAIM",
      )
      if (promotion === undefined) throw new ApiError(400, moneyCodes.raffleNotAvailable, "There is nothing to claim")
      const id = num(promotion.id)
      const changed = await tx.query(
        `insert into promotion_members (promotion_id, member_id, status, updated_at) values ($1, $2, 'CLAIMED', $3)
         on conflict (promotion_id, member_id) do update set status = 'CLAIMED', updated_at = excluded.updated_at
           where promotion_members.status = 'CLAIM' returning status`,
        [id, caller.memberId, new Date(ctx.now)],
      )
      if (changed.length === 0) throw new ApiError(400, moneyCodes.raffleNotAvailable, "Already claimed")
      const amount = promotion.kind === "RAFFLE" ? rafflePrizeOf(caller.memberId, id) : num(promotion.bonus)
      await transferAt(
        tx,
        ctx.now,
        promotion.kind === "RAFFLE" ? "bonus.raffle" : "bonus.claim",
        caller.memberId,
        House.bonus,
        main(caller.memberId),
        amount,
        { title: promotion.title, promotionId: String(id) },
      )
      return { prizeName: `${promotion.title}: P ${(amount / 100).toFixed(2)}`, amount }
    },
  )
}

/** Reviews every application due by `now`: approved, the promotion's bonus issued to the main wallet. */
export const reviewDueApplications = (db: Database, now: number): Promise<number> =>
  settleDueRows<{ id: unknown; promotion_id: unknown; member_id: unknown; title: string; bonus: unknown }>(
    db,
    now,
    `select a.id, a.promotion_id, a.member_id, p.title, p.bonus from promotion_applications a
       join promotions p on p.id = a.promotion_id
      where a.reviewed_at is null and a.due_at <= $1 order by a.due_at, a.id limit 200 for update of a skip locked`,
    async (tx, a) => {
      const memberId = num(a.member_id)
      if (num(a.bonus) > 0)
        await transferAt(tx, now, "bonus.promotion", memberId, House.bonus, main(memberId), num(a.bonus), {
          title: a.title,
          promotionId: String(num(a.promotion_id)),
        })
      await tx.query("update promotion_applications set reviewed_at = $2 where id = $1", [a.id, new Date(now)])
      await tx.query(
        "update promotion_members set status = 'ISSUED', updated_at = $3 where promotion_id = $1 and member_id = $2",
        [a.promotion_id, memberId, new Date(now)],
      )
    },
  )
