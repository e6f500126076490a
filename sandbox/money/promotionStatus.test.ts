import { describe, expect, it } from "vitest"
import { statusFor } from "./promotionStatus.ts"

const day = 24 * 60 * 60 * 1000
const now = Date.UTC(2024, 5, 1)
const promotion = (kind: string, startDays = -1, endDays = 1) => ({
  id: 1,
  kind,
  start_at: new Date(now + startDays * day),
  end_at: new Date(now + endDays * day),
})

describe("a promotion's status for a member", () => {
  it("offers what the kind offers within the window", () => {
    expect(statusFor(promotion("APPLY"), null, now)).toBe("JOIN")
    expect(statusFor(promotion("EVENT"), null, now)).toBe("JOIN")
    expect(statusFor(promotion("RAFFLE"), null, now)).toBe("CLAIM")
    expect(statusFor(promotion("CLAIM"), null, now)).toBe("CLAIM")
    expect(statusFor(promotion("AUTO"), null, now)).toBe("PROCESS")
  })
  it("is coming soon before the window and closed after it, unless the member is past the action", () => {
    expect(statusFor(promotion("APPLY", 1, 2), null, now)).toBe("COMING_SOON")
    expect(statusFor(promotion("APPLY", -2, -1), null, now)).toBe("CLOSE")
    expect(statusFor(promotion("APPLY", -2, -1), "JOIN", now)).toBe("CLOSE")
    expect(statusFor(promotion("APPLY", -2, -1), "ISSUED", now)).toBe("ISSUED")
    expect(statusFor(promotion("APPLY"), "APPLYING", now)).toBe("APPLYING")
  })
})
