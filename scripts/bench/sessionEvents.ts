/**
 * A generated player session for the replay benchmark: a seeded, deterministic mix of the events a real session
 * produces (clock ticks every second, balance loads and toggles, navigation, catalogue and content answers...).
 */
import type { Event } from "../../core/events/Event.ts"

/** A small seeded PRNG (mulberry32) so every run replays the same session. */
const prng = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}

/** `count` events of a session, deterministic for a seed. */
export const sessionEvents = (count: number, seed: number): Array<Event> => {
  const rnd = prng(seed)
  const out: Array<Event> = []
  let now = Date.UTC(2026, 10, 21, 4, 0, 0)
  out.push({
    _tag: "PermissionLoaded",
    value: { maintenance: false, regionRestriction: false, location: { ip: "10.0.0.1" } },
  })
  const modals = ["login", "register", "notice", "memberCentre"] as const
  while (out.length < count) {
    const r = rnd()
    if (r < 0.6) {
      now += 1000
      out.push({ _tag: "ClockTicked", now })
    } else if (r < 0.7) out.push({ _tag: "BalanceVisibilityToggled" })
    else if (r < 0.8) out.push({ _tag: "ModalOpened", modal: modals[Math.floor(rnd() * modals.length)]! })
    else if (r < 0.9) out.push({ _tag: "ModalClosed", modal: modals[Math.floor(rnd() * modals.length)]! })
    else out.push({ _tag: "LanguageChanged", language: rnd() < 0.5 ? "en" : "vi" })
  }
  return out
}
