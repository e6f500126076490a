/**
 * The published contract is true: `/openapi.json` (core/contract/openApi.ts) passes Redocly's recommended ruleset
 * without an error, a client generated from it finds every call's fields as flat query parameters, and every answer
 * recorded in the fixtures passes its schema under a standard JSON Schema 2020-12 validator (ajv's Ajv2020). The
 * sandbox's own answers are checked in the sandbox and end-to-end suites (sandbox/http/answerCheck.ts).
 */
import { execFile } from "node:child_process"
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { promisify } from "node:util"
import { describe, expect, it } from "vitest"
import { openApiDocument } from "../../core/contract/openApi.ts"
import { makeAnswerCheck } from "../../sandbox/http/answerCheck.ts"

type Json = Record<string, unknown>
type Operation = { parameters?: Array<Json>; security?: Array<Json>; responses: Record<string, Json> } & Json

const doc = openApiDocument() as Json & { paths: Record<string, Record<string, Operation>>; components: Json }
const operations = Object.values(doc.paths).flatMap((item) => Object.values(item))

describe("Redocly CLI, recommended ruleset", () => {
  it("finds no error in the document", async () => {
    const dir = mkdtempSync(join(tmpdir(), "arena-openapi-"))
    try {
      writeFileSync(join(dir, "openapi.json"), JSON.stringify(doc))
      const cli = join("node_modules", "@redocly", "cli", "bin", "cli.js")
      const run = await promisify(execFile)(
        process.execPath,
        [cli, "lint", join(dir, "openapi.json"), "--format=json", "--max-problems=10000", "--extends=recommended"],
        { maxBuffer: 64 * 1024 * 1024 },
      ).catch((e: { stdout: string }) => e)
      const problems = (JSON.parse(run.stdout) as { problems: Array<{ severity: string; ruleId: string }> }).problems
      const errors = problems.filter((p) => p.severity === "error")
      const warnings = problems.filter((p) => p.severity === "warn")
      console.log(`redocly recommended: ${errors.length} errors, ${warnings.length} warnings`)
      expect(errors).toEqual([])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }, 120_000)
})

describe("the document", () => {
  it("names each recursive schema once: the white-label tree is not the help centre's", () => {
    const schemas = doc.components.schemas as Record<string, Json>
    const check = makeAnswerCheck(doc)
    // A white-label node (wire notes section 5) has no `title`: under the help-topic schema it failed.
    const whitelabel = { success: true, value: [{ modId: "DEPOSIT", enabled: "1", childrenNodes: null }] }
    expect(check("GET", "/wps/system/whitelabel", 200, whitelabel)).toBeUndefined()
    const help = { success: true, value: [{ title: "Terms", children: [{ title: "Privacy", tag: "privacy" }] }] }
    expect(check("GET", "/wps/system/helpCenter", 200, help)).toBeUndefined()
    expect(check("GET", "/wps/system/helpCenter", 200, { success: true, value: [{ tag: "x" }] })).toBeDefined()
    expect(new Set(Object.keys(schemas)).size).toBe(Object.keys(schemas).length)
  })

  it("gives a GET's fields as query parameters of their own, and no parameter a call never reads", () => {
    const games = doc.paths["/wps/game/launchGame"]?.get
    const names = (games?.parameters ?? []).filter((p) => p.in === "query").map((p) => p.name)
    expect(names).toContain("gameId")
    for (const op of operations) expect((op.parameters ?? []).map((p) => p.name)).not.toContain("request")
  })

  it("describes the raw token, the sealed bodies, the servers, a summary and the refusals of every call", () => {
    const schemes = (doc.components as { securitySchemes: Record<string, Json> }).securitySchemes
    expect(schemes.token).toMatchObject({ type: "apiKey", in: "header", name: "Authorization" })
    expect(String(schemes.token?.description)).toMatch(/Bearer/)
    expect((doc.servers as Array<unknown>).length).toBeGreaterThan(0)
    const login = doc.paths["/wps/session/login"]?.post as Operation
    expect(login["x-plain-body"]).toMatchObject({ type: "object" })
    expect(JSON.stringify(login.requestBody)).toMatch(/DES/)
    for (const op of operations) {
      expect(op.summary).toEqual(expect.any(String))
      expect(Object.keys(op.responses).some((s) => /^4\d\d$/.test(s))).toBe(true)
    }
    const balance = doc.paths["/wps/v2/wallets/balance"]?.get as Operation
    const ended =
      String((balance.responses["401"] as { $ref: string }).$ref)
        .split("/")
        .pop() ?? ""
    const responses = (doc.components as { responses: Record<string, Json> }).responses
    expect(JSON.stringify(responses[ended])).toContain("login.not.session")
  })
})

describe("the fixtures", () => {
  it("hold only answers that pass the document", () => {
    const check = makeAnswerCheck(doc)
    const dir = "fixtures"
    let checked = 0
    const failures: Array<unknown> = []
    for (const file of readdirSync(dir).filter((f) => f.endsWith(".har"))) {
      const har = JSON.parse(readFileSync(join(dir, file), "utf8")) as {
        log: { entries: Array<{ request: Json; response: { status: number; content: Json } }> }
      }
      for (const entry of har.log.entries) {
        const { status, content } = entry.response
        if (typeof content.text !== "string" || !String(content.mimeType ?? "").includes("json")) continue
        const text = content.encoding === "base64" ? Buffer.from(content.text, "base64").toString("utf8") : content.text
        const url = new URL(String(entry.request.url))
        const mismatch = check(String(entry.request.method), url.pathname, status, JSON.parse(text))
        checked++
        if (mismatch !== undefined) failures.push({ file, ...mismatch })
      }
    }
    console.log(`fixtures: ${checked} answers checked against /openapi.json`)
    expect(checked).toBeGreaterThan(50)
    expect(failures).toEqual([])
  })
})
