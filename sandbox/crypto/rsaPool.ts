/**
 * RSA private-key operations off the event loop (DESIGN "sandbox": expensive unauthenticated work cannot take the
 * process): a small pool of worker threads, each holding the platform's key, does the raw-RSA decryption of the
 * `Encryption` header (one OpenSSL operation), so the loop only checks the header's shape before and reads the key
 * after. How many operations may run or wait is not this pool's business but the admission's (auth/admission.ts):
 * the pool has as many threads as the admission has slots, and a job beyond them waits for the least busy thread.
 * The worker is a few lines of plain JavaScript evaluated in the thread, so it runs the same under any TypeScript
 * loader (tsx, the test runner) or none.
 */
import type { KeyObject } from "node:crypto"
import { Worker } from "node:worker_threads"

/** The worker: raw RSA (no padding, the platform's client pads nothing) of each block it is sent. */
const source = `
const { parentPort, workerData } = require("node:worker_threads")
const { constants, privateDecrypt } = require("node:crypto")
parentPort.on("message", ({ id, block }) => {
  try {
    const out = privateDecrypt({ key: workerData.key, padding: constants.RSA_NO_PADDING }, block)
    parentPort.postMessage({ id, out })
  } catch (e) {
    parentPort.postMessage({ id, error: String(e) })
  }
})
`

export interface RsaPool {
  /** The raw-RSA decryption of one block (as long as the modulus), in a worker thread; rejects if OpenSSL refuses. */
  readonly decrypt: (block: Buffer) => Promise<Buffer>
  /** Ends the threads (at shutdown). */
  readonly close: () => Promise<void>
}

interface Thread {
  readonly worker: Worker
  readonly jobs: Map<number, { resolve: (b: Buffer) => void; reject: (e: Error) => void }>
}

/** A pool of `size` threads for `key`, started on first use. */
export const makeRsaPool = (key: KeyObject, size: number): RsaPool => {
  const threads: Array<Thread> = []
  let nextId = 0
  const start = (): Thread => {
    const worker = new Worker(source, { eval: true, workerData: { key } })
    const thread: Thread = { worker, jobs: new Map() }
    worker.on("message", (m: { id: number; out?: Uint8Array; error?: string }) => {
      const job = thread.jobs.get(m.id)
      thread.jobs.delete(m.id)
      if (m.out !== undefined) job?.resolve(Buffer.from(m.out.buffer, m.out.byteOffset, m.out.byteLength))
      else job?.reject(new Error(m.error ?? "RSA worker failed"))
    })
    // A thread that dies fails its jobs and leaves the pool; the next job starts another.
    const fail = (e: Error) => {
      for (const job of thread.jobs.values()) job.reject(e)
      thread.jobs.clear()
      threads.splice(threads.indexOf(thread), 1)
    }
    worker.on("error", fail)
    worker.on("exit", (code) => {
      if (threads.includes(thread)) fail(new Error(`RSA worker exited (${code})`))
    })
    // Idle threads do not keep the process alive.
    worker.unref()
    threads.push(thread)
    return thread
  }
  const pick = (): Thread => {
    const idle = threads.find((t) => t.jobs.size === 0)
    if (idle !== undefined) return idle
    if (threads.length < Math.max(1, size)) return start()
    return threads.reduce((a, b) => (b.jobs.size < a.jobs.size ? b : a))
  }
  return {
    decrypt: (block) =>
      new Promise((resolve, reject) => {
        const thread = pick()
        const id = nextId++
        thread.jobs.set(id, { resolve, reject })
        thread.worker.postMessage({ id, block })
      }),
    close: async () => {
      const all = threads.splice(0)
      await Promise.all(all.map((t) => t.worker.terminate()))
    },
  }
}
