/**
 * Several instances of the sandbox on one machine, as on several behind a load balancer: each a child process
 * (`sandbox/main.ts`) with its own data directory and port, all on one PostgreSQL database, with a small round-robin
 * proxy in front. What the multi-instance tests and benchmark start; a developer can try the same by hand (README,
 * "Running on several machines"). The proxy buffers each request's body so that a request an instance refused to
 * connect (killed, not started) goes to the next one; a request an instance took and then lost answers 502, never
 * acknowledged.
 */
import { type ChildProcess, spawn } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { Agent, createServer, type IncomingMessage, request, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { pathToFileURL } from "node:url"

export interface Instance {
  readonly url: string
  readonly child: ChildProcess
  /** The end of what it printed (its log lines, its failure). */
  readonly output: () => string
  /** Sends `signal` (SIGKILL by default) and waits for the process to end. */
  readonly kill: (signal?: NodeJS.Signals) => Promise<void>
}

/** Starts one instance on `databaseUrl`; resolves once it listens. */
export const startInstance = (databaseUrl: string, env: Record<string, string> = {}): Promise<Instance> => {
  const dataDir = mkdtempSync(join(tmpdir(), "arena-instance-"))
  const child = spawn(
    process.execPath,
    ["--import", pathToFileURL(join(import.meta.dirname, "loader.mjs")).href, join(import.meta.dirname, "main.ts")],
    {
      env: {
        ...process.env,
        PORT: "0",
        ARENA_DATA_DIR: dataDir,
        ARENA_UI_DIR: join(dataDir, "ui"),
        DATABASE_URL: databaseUrl,
        ARENA_TRUSTED_PROXIES: "127.0.0.1,::1",
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  )
  let out = ""
  const keep = (d: Buffer) => {
    out = (out + d.toString()).slice(-20_000)
  }
  child.stdout.on("data", keep)
  child.stderr.on("data", keep)
  child.once("exit", () => rmSync(dataDir, { recursive: true, force: true }))
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`instance did not start: ${out.slice(-800)}`)), 120_000)
    const onExit = (code: number | null) => {
      clearTimeout(timer)
      reject(new Error(`instance exited with ${code}: ${out.slice(-800)}`))
    }
    child.once("exit", onExit)
    const watch = () => {
      const m = /running at (http:\/\/\S+)/.exec(out)
      if (m?.[1] === undefined) return
      clearTimeout(timer)
      child.off("exit", onExit)
      child.stdout.off("data", watch)
      resolve({
        url: m[1].replace("localhost", "127.0.0.1"),
        child,
        output: () => out,
        kill: (signal = "SIGKILL") =>
          new Promise<void>((done) => {
            if (child.exitCode !== null || child.signalCode !== null) return done()
            child.once("exit", () => done())
            child.kill(signal)
          }),
      })
    }
    child.stdout.on("data", watch)
  })
}

export interface RoundRobin {
  readonly url: string
  readonly close: () => Promise<void>
}

/** Hop-by-hop headers a proxy does not forward. */
const hopByHop = new Set(["connection", "keep-alive", "transfer-encoding", "upgrade", "proxy-connection", "te"])

/** A round-robin proxy over `upstreams` (base URLs) on a free loopback port. */
export const startProxy = async (upstreams: ReadonlyArray<string>): Promise<RoundRobin> => {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 })
  let next = 0
  const forward = (req: IncomingMessage, body: Buffer, target: string) =>
    new Promise<IncomingMessage>((resolve, reject) => {
      const headers: Record<string, string | Array<string>> = {}
      for (const [k, v] of Object.entries(req.headers)) if (v !== undefined && !hopByHop.has(k)) headers[k] = v
      headers["x-forwarded-for"] = req.socket.remoteAddress ?? "127.0.0.1"
      headers["content-length"] = String(body.length)
      const out = request(`${target}${req.url ?? "/"}`, { method: req.method ?? "GET", headers, agent }, resolve)
      out.on("error", reject)
      out.end(body)
    })
  const server: Server = createServer(async (req, res) => {
    const chunks: Array<Buffer> = []
    for await (const c of req) chunks.push(c as Buffer)
    const body = Buffer.concat(chunks)
    for (let tried = 0; tried < upstreams.length; tried++) {
      const target = upstreams[next++ % upstreams.length]!
      try {
        const answer = await forward(req, body, target)
        const headers: Record<string, string | Array<string>> = {}
        for (const [k, v] of Object.entries(answer.headers)) if (v !== undefined && !hopByHop.has(k)) headers[k] = v
        res.writeHead(answer.statusCode ?? 502, headers)
        answer.pipe(res)
        answer.on("error", () => res.destroy())
        return
      } catch (e) {
        // Refused: the request never reached that instance, the next one may take it. Anything else: unknown fate.
        if ((e as { code?: string }).code !== "ECONNREFUSED") break
      }
    }
    if (!res.headersSent) {
      res.writeHead(502, { "Content-Type": "application/json" })
      res.end('{"success":false,"errorCode":"bad_gateway","message":"no instance answered"}')
    } else res.destroy()
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      agent.destroy()
    },
  }
}
