/**
 * The end-to-end run's teardown: every sandbox of the run checked its answers against the published /openapi.json
 * (ARENA_CHECK_ANSWERS, playwright.config.ts); it fails the run if any answer did not pass, naming the call and what
 * the validator said.
 */
export default async function answerCheck(): Promise<void> {
  const port = Number(process.env.E2E_PORT ?? 8181)
  const workers = Number(process.env.E2E_WORKERS ?? 2)
  const failed: Array<unknown> = []
  let checked = 0
  for (let i = 0; i < workers; i++) {
    const res = await fetch(`http://127.0.0.1:${port + i}/sandbox/answer-check`, {
      headers: { "X-Arena-Dev-Token": process.env.ARENA_DEV_TOKEN ?? "" },
    }).catch(() => undefined)
    // A sandbox that did not start (a run of a single file starts them all) has nothing to say.
    if (res === undefined || !res.ok) continue
    const { value } = (await res.json()) as { value: { checked: number; mismatches: Array<unknown> } }
    checked += value.checked
    failed.push(...value.mismatches)
  }
  console.log(`answers checked against /openapi.json: ${checked}, failed: ${failed.length}`)
  if (failed.length > 0) throw new Error(`answers that fail /openapi.json:\n${JSON.stringify(failed, null, 1)}`)
}
