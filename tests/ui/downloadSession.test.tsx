// @vitest-environment happy-dom
/**
 * "Download this session" (ui/dev/DownloadSession.tsx over adapters/har/sessionDownload.ts): the file it saves is the
 * recording sanitised by the fixture import, and a session the sanitiser refuses is not saved at all.
 */
import { cleanup, fireEvent, render, screen } from "@testing-library/react"
import * as Effect from "effect/Effect"
import { afterEach, describe, expect, it } from "vitest"
import { startSessionRecording } from "../../adapters/har/sessionDownload.ts"
import { make } from "../../adapters/http/PlatformClient.ts"
import { Api } from "../../core/contract/Api.ts"
import type { SessionKey } from "../../core/model/StorageKeys.ts"
import { memory as memoryEncryptor } from "../../core/ports/Encryptor.ts"
import { makeMemory } from "../../core/ports/KeyValue.ts"
import { DownloadSession } from "../../ui/dev/DownloadSession.tsx"

afterEach(cleanup)

const plantedToken = "eyJhbGciOiJIUzI1NiJ9.c2Vzc2lvbi1vZi1wbGF5ZXIwMQ.Zk9xQ3Vz7wq1LmN0cXJ5dGhpc2lzYXNlY3JldA"

/** A recorded session whose answers carry `value` (the platform is a function here: no network in a component test). */
const recordedSession = async (value: unknown) => {
  const recording = startSessionRecording({
    base: "https://portal.test",
    fetch: async () =>
      new Response(JSON.stringify({ success: true, value }), { headers: { "content-type": "application/json" } }),
  })
  const session = makeMemory<SessionKey>()
  const client = make({
    merchantCode: "arena",
    session,
    local: makeMemory(),
    encryptor: memoryEncryptor,
    fetch: recording.fetch,
    retryDelaysMs: [],
  })
  await Effect.runPromise(session.set("token", plantedToken))
  await Effect.runPromise(client.call(Api.status, { url: "portal.test" }))
  return recording
}

describe("Download this session", () => {
  it("saves the recorded calls sanitised: the token sent as Authorization does not survive", async () => {
    const recording = await recordedSession({ regionRestriction: false })
    expect(JSON.stringify(recording.recorder.har())).toContain(plantedToken)
    const saved: Array<{ name: string; text: string }> = []
    render(<DownloadSession exportSession={recording.export} save={(name, text) => saved.push({ name, text })} />)
    fireEvent.click(screen.getByRole("button", { name: "Download this session" }))
    expect(saved).toHaveLength(1)
    expect(saved[0]?.name).toMatch(/^arena-session-.*\.har$/)
    expect(saved[0]?.text).toContain("/wps/system/status")
    expect(saved[0]?.text).not.toContain(plantedToken)
    expect(screen.getByRole("status").textContent).toMatch(/^1 calls saved as arena-session-/)
  })

  it("saves nothing and says why when the sanitiser refuses the session", async () => {
    // A random value the sanitiser cannot explain, in a field it does not know: it fails closed.
    const recording = await recordedSession({ regionRestriction: false, note: "Qx7vP2mK9sLw4RtZ8yNb3HcJ6fDg5AeU" })
    const saved: Array<string> = []
    render(<DownloadSession exportSession={recording.export} save={(name) => saved.push(name)} />)
    fireEvent.click(screen.getByRole("button", { name: "Download this session" }))
    expect(saved).toEqual([])
    expect(screen.getByRole("status").textContent).toMatch(/^not downloaded: .*secret/)
  })
})
