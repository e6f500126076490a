/**
 * Replay figures: `replay.exchanges_per_s`, the largest HAR fixture of fixtures/ replayed 1,000 times
 * through the core as `npm run replay` does (decode, fold, diff); and `replay.decode_per_s`, small platform answers
 * decoded through the contract (`decodeAnswer`, decoders cached per endpoint) per second, goal >= 1,000,000.
 * Until fixtures exist the session is synthetic, made up from the contract; the log line says which was used.
 */
import { readdirSync, readFileSync, statSync } from "node:fs"
import { join } from "node:path"
import { readHar } from "../../adapters/har/Har.ts"
import { replayHar } from "../../adapters/har/replay.ts"
import { zlibInflate } from "../../adapters/node/zlibInflate.ts"
import { Api, type DeclaredEndpoint } from "../../core/contract/Api.ts"
import { decodeAnswer } from "../../core/contract/decode.ts"
import type { Figures } from "./areas.ts"
import { syntheticHar } from "./syntheticHar.ts"

const fixturesDir = join(process.cwd(), "fixtures")

/** The largest `.har` under fixtures/ (recursively), if any. */
const largestFixture = (dir: string): string | undefined => {
  let best: { path: string; size: number } | undefined
  const walk = (d: string) => {
    let names: Array<string>
    try {
      names = readdirSync(d)
    } catch {
      return
    }
    for (const name of names) {
      const path = join(d, name)
      const st = statSync(path)
      if (st.isDirectory()) walk(path)
      else if (name.endsWith(".har") && (best === undefined || st.size > best.size)) best = { path, size: st.size }
    }
  }
  walk(dir)
  return best?.path
}

const best = (runs: number, f: () => number): number => {
  let top = 0
  for (let i = 0; i < runs; i++) top = Math.max(top, f())
  return top
}

export const run = async (log: (line: string) => void): Promise<Figures> => {
  const file = largestFixture(fixturesDir)
  const har: unknown = file === undefined ? syntheticHar() : JSON.parse(readFileSync(file, "utf8"))
  const read = readHar(har)
  const count = read.ok ? read.entries.length : 0
  log(
    file === undefined
      ? `no fixture in fixtures/: a synthetic session of ${count} exchanges made up from the contract`
      : `fixture ${file}: ${count} exchanges`,
  )

  const times = 1000
  const check = replayHar(har, { inflate: zlibInflate })
  log(`one replay: ${check.steps.length} replayed, ${check.skipped.length} skipped, ${check.errors.length} errors`)
  const exchangesPerS = best(3, () => {
    const t0 = performance.now()
    for (let i = 0; i < times; i++) replayHar(har, { inflate: zlibInflate })
    return ((count * times) / (performance.now() - t0)) * 1000
  })

  // Small answers a session gets many of; any whose endpoint the contract does not (yet) declare is left out.
  const samples: ReadonlyArray<readonly [string, unknown]> = [
    ["status", { success: true, value: { maintenance: false, regionRestriction: false } }],
    ["smsLoginCode", { success: true, value: { expiredMinutes: 5 } }],
    ["logout", { success: true, value: null }],
    ["captcha", { success: true, value: "iVBORw0KGgo=" }],
    ["pointBalance", { success: true, value: 1200 }],
    ["merchantWallet", { success: true, value: { isSingle: 1 } }],
    ["unreadCount", { success: true, value: 3 }],
    ["memberLanguage", { success: true, value: null }],
  ]
  const endpoints = Api as Record<string, DeclaredEndpoint | undefined>
  const answers = samples.flatMap(([name, body]) => {
    const endpoint = endpoints[name]
    return endpoint !== undefined && decodeAnswer(endpoint, 200, body)._tag === "Success"
      ? [[endpoint, body] as const]
      : []
  })
  const n = 1_000_000
  const decodePerS = best(3, () => {
    const t0 = performance.now()
    for (let i = 0; i < n; i++) {
      const [endpoint, body] = answers[i % answers.length] ?? []
      if (endpoint !== undefined) decodeAnswer(endpoint, 200, body)
    }
    return (n / (performance.now() - t0)) * 1000
  })
  log(`decoded ${n.toLocaleString()} small answers of ${answers.map(([e]) => e.name).join(", ")} per run`)
  return { "replay.exchanges_per_s": exchangesPerS, "replay.decode_per_s": decodePerS }
}
