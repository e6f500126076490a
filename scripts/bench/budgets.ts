/**
 * What each figure may be, one line per figure: `min`/`max` is the budget `npm run bench -- --check` holds it to;
 * a noisy figure (a ratio of two rates measured on a shared machine) also has a wide `smokeMin`/`smokeMax`, which is
 * what the CI gate's short run holds it to, so that a tenfold slide cannot land while the ordinary noise passes.
 * A deterministic figure (bytes, counts) has no smoke bound: CI holds it to its budget. Tighten a budget when a
 * figure improves; add a figure with one line here and one in baseline.json.
 */
export interface Budget {
  readonly min?: number
  readonly max?: number
  readonly smokeMin?: number
  readonly smokeMax?: number
}

export const budgets: Readonly<Record<string, Budget>> = {
  // Noisy ratios against floors measured in the same run (issue goals; smoke bounds wide).
  // The smoke bounds sit under what a short run on a loaded two-core machine reads (core 0.44 at a load average of
  // 31 before the JIT had settled; balance 0.31), and far over a tenfold slide.
  "core.replay.ratio_to_floor": { min: 1.0, smokeMin: 0.3 },
  // Balance's smoke bound is 0.2: the merged sandbox read 0.34 to 0.41 on an idle machine (the goal, 0.5, is not met
  // yet), and a tenfold slide (0.04, as once happened) still fails it by far.
  "sandbox.balance.ratio_to_floor": { min: 0.5, smokeMin: 0.2 },
  // Junk logins for unknown accounts from 1,000 addresses against a member's balance reads; SMS pumping against the
  // production budget of 3 per address, 10 per number and 20 a minute (security.sms_pump.budget prints it).
  "security.flood_many.balance_ratio": { min: 0.5 },
  "security.flood_many.balance_p99_ms": { max: 50 },
  "security.sms_pump.queued": { max: 23 },
  // The live stream (issue goals): no event lost across 100 forced reconnects in a burst of 1,000 transfers; 10,000
  // open streams on one instance under 600 MB resident; a round committed on one instance shown by a tab whose stream
  // is on the other within 200 ms at the 95th percentile; an idle tab's calls in an hour at least 80% under polling's
  // (364 with the stream refused at the first measure: at most 72).
  "live.reconnect_lost": { max: 0 },
  "live.balance_update_ms": { max: 200 },
  "live.calls_per_tab_hour": { max: 72 },
  "live.streams_rss_mb": { max: 600 },
  // Deterministic, from the builds CI makes (gate.ts): a few per cent over the figure at the last change, so that
  // creep is seen; lower them as the figures fall (issue goal for the first view's JS: at most 140 KB).
  "ui.build.entry_js_gzip_kb": { max: 142 },
  // 420 → 428: fourteen more chunks, each compressed on its own (the same code and strings, 6.6 KB more in all); what
  // a visitor of the home page loads fell by 48 KB, and the first lobby's strings by 16.
  "ui.build.js_gzip_kb": { max: 428 },
  // 52 → 66: the home page's lower blocks' strings and the game lobbies' are a chunk per language each (a visitor
  // loads their 1 KB, not every other string of the language, 17 KB), and the popup notice and "Play for fun" are
  // chunks of their own (the lower blocks' chunk waits for the visitor to come near them).
  "ui.js_chunks": { max: 66 },
  // The tarball grew with what landed since its budget was set (the verification check before login, contract tiers,
  // the pushed jackpot, income and order status, the one failure union): 414.7 → 423.7 KB.
  "lib.tarball_kb": { max: 430 },
  // What an integrator's bundle holds (issue goals): one projection at most 10 KB with Vite and with esbuild
  // alike, the small shell at most 40 KB with Vite.
  "lib.projection_only_gzip_kb": { max: 10 },
  "lib.projection_only_esbuild_gzip_kb": { max: 10 },
  "lib.small_use_gzip_kb": { max: 40 },
  // esbuild keeps more of effect's runtime than Rolldown in this shell (47.3 KB when first measured); no goal, held
  // a little over that so that creep is seen.
  "lib.small_use_esbuild_gzip_kb": { max: 49 },
}
