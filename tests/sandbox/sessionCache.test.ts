/**
 * The sessions an instance keeps in memory (sandbox/auth/sessions.ts) are the ones used last: using one moves it to
 * the end of the cache, and a full cache lets the least recently used go. Using the newest entry again is not moved
 * (nothing would change); this holds the shortcut to the order a move every time would give.
 */
import { describe, expect, it } from "vitest"
import { makeSessions } from "../../sandbox/auth/sessions.ts"
import { fileSandbox } from "./harness.ts"
import { memberOf } from "./moneyKit.ts"

const sandbox = fileSandbox()

describe("the session cache", () => {
  it("keeps the sessions used last, however often the newest is used again", async () => {
    const sessions = makeSessions(sandbox.services.db, { maxCached: 2 })
    const now = sandbox.services.clock()
    // Three members: closing a session tells every instance to forget its member's sessions (on PostgreSQL).
    const [a, b, c] = [
      await sessions.open(await memberOf(sandbox, "player01"), now, "127.0.0.1"),
      await sessions.open(await memberOf(sandbox, "down01"), now, "127.0.0.1"),
      await sessions.open(await memberOf(sandbox, "down02"), now, "127.0.0.1"),
    ]
    // Read from the database until kept: the cache is used once the instance listens for ended sessions, and a read
    // overtaken by such a notice is not kept.
    const kept = async (token: string) => {
      for (let i = 0; i < 100 && sessions.known(token, now) === undefined; i++) {
        await sessions.touch(token, now)
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
    }
    await kept(a)
    expect(sessions.known(a, now)).toBeDefined()
    expect(await sessions.touch(b, now)).toBeDefined()
    // b is the newest, used again and again; then a, the oldest, is used and becomes the newest.
    expect(sessions.known(b, now)).toBeDefined()
    expect(sessions.known(b, now)).toBeDefined()
    expect(sessions.known(a, now)).toBeDefined()
    expect(sessions.known(a, now)).toBeDefined()
    // A third session fills the cache: b, used least recently, goes; a and c stay.
    expect(await sessions.touch(c, now)).toBeDefined()
    expect(sessions.known(b, now)).toBeUndefined()
    expect(sessions.known(a, now)).toBeDefined()
    expect(sessions.known(c, now)).toBeDefined()
    // A closed session is not kept, even the newest: the one used before it is then the one to keep.
    await sessions.close(c)
    expect(sessions.known(c, now)).toBeUndefined()
    await kept(b)
    expect(sessions.known(a, now)).toBeDefined()
    expect(sessions.known(b, now)).toBeDefined()
  })
})
