import { describe, expect, it } from "vitest"
import {
  constantsOf,
  coreValuesOf,
  ledgerTableReads,
  listsOf,
  literalCodes,
  restatedValues,
  restatements,
} from "./oneRule.ts"

const core = [
  {
    path: "core/permissions/roles.ts",
    text: "export const trialType = 4\nexport const agentTypes: ReadonlyArray<number> = [1, 2, 41, 42]\n",
  },
  {
    path: "core/model/Deposit.ts",
    text: 'export const DepositStatus = Schema.Literals(["PENDING", "APPROVED", "REJECTED"])',
  },
  {
    path: "core/contract/encryptionKey.ts",
    text: "export const modPow = (base: bigint, exp: bigint, mod: bigint): bigint => 1n",
  },
  { path: "core/model/Money.ts", text: "export const parseMinor = (s: string) => 0\n" },
  { path: "core/model/Money.test.ts", text: 'export const fixture = ["a", "b", "c"]' },
]

const inSandbox = (text: string) => restatements(core, [{ path: "sandbox/x.ts", text }])

describe("one rule, one place", () => {
  it("finds a list of core spelled out again, in any order and quoting", () => {
    expect(inSandbox("const agents = [42, 41, 2, 1]")).toEqual([
      { file: "sandbox/x.ts", what: "the list [1, 2, 41, 42]", core: "core/permissions/roles.ts" },
    ])
    expect(inSandbox("const s = new Set(['APPROVED', 'PENDING', 'REJECTED'])")).toHaveLength(1)
  })
  it("finds a constant of core declared again under its name", () => {
    expect(inSandbox("/** demo */\nconst trialType = 4")).toEqual([
      { file: "sandbox/x.ts", what: "`trialType`", core: "core/permissions/roles.ts" },
    ])
  })
  it("finds any export of a shared module declared again, a function too", () => {
    expect(inSandbox("export const modPow = (b: bigint) => b")[0]?.core).toBe("core/contract/encryptionKey.ts")
  })
  it("lets the sandbox import core's rules, share a function's name elsewhere, and name lists in comments", () => {
    const text = `import { agentTypes, trialType } from "../../core/permissions/roles.ts"
/** Agents are types [1, 2, 41, 42]. */
// [1, 2, 41, 42]
export const parseMinor = (row: unknown) => 1
const pair = ["PENDING", "APPROVED"]
const statuses = new Set(DepositStatus.literals)`
    expect(inSandbox(text)).toEqual([])
  })
  it("ignores test files on both sides", () => {
    expect(inSandbox('const f = ["c", "b", "a"]')).toEqual([])
    expect(restatements(core, [{ path: "sandbox/x.test.ts", text: "const trialType = 4" }])).toEqual([])
  })
  it("reads lists and literal constants", () => {
    expect(listsOf('x = ["b", "a", "c"]; y = [1_000, 2, 3]; z = [a, b, c]; w = [1, 2]')).toEqual([
      '["a", "b", "c"]',
      "[1000, 2, 3]",
    ])
    expect(constantsOf('export const a = 1\nexport const b: string = "x"\nexport const f = () => 1\n')).toEqual([
      "a",
      "b",
    ])
  })
  it("finds an error code of the catalogue spelled as a literal, in code or in a JSON text", () => {
    const codes = ["login.not.session", "system.busy"]
    const found = literalCodes(codes, [
      { path: "sandbox/a.ts", text: 'throw new ApiError(401, "login.not.session", "Please log in")' },
      { path: "sandbox/b.ts", text: `res.end('{"success":false,"errorCode":"system.busy"}')` },
    ])
    expect(found).toEqual([
      { file: "sandbox/a.ts", what: 'the error code "login.not.session"', core: "core/contract/ErrorCode.ts" },
      { file: "sandbox/b.ts", what: 'the error code "system.busy"', core: "core/contract/ErrorCode.ts" },
    ])
  })
  it("lets the sandbox name a code through the catalogue, in a comment, a test, or a switch over another vocabulary", () => {
    const codes = ["login.not.session", "inconsistent_twice"]
    const text = `/** 401 \`login.not.session\` "login.not.session" */
throw new ApiError(401, sessionCodes.notLoggedIn, "Please log in")
switch (p.key) {
  case "inconsistent_twice":
}`
    expect(literalCodes(codes, [{ path: "sandbox/a.ts", text }])).toEqual([])
    expect(literalCodes(codes, [{ path: "sandbox/a.test.ts", text: '"login.not.session"' }])).toEqual([])
    expect(
      literalCodes(codes, [{ path: "sandbox/games/assets/game.js", text: 'code === "login.not.session"' }]),
    ).toEqual([])
  })
})

describe("error codes in the UI", () => {
  it("finds a code of the catalogue spelled in the UI, unless a test kit or a coincidence of the allow-list", () => {
    const codes = ["need_real_account", "not_found"]
    const ui = [
      { path: "ui/accounts/modals/changePass.tsx", text: '<Blocked text={t("need_real_account")} />' },
      { path: "ui/accounts/accountsTestKit.tsx", text: 'const refusal = "need_real_account"' },
      { path: "ui/sections/NotFound.tsx", text: '<p>{t("not_found")}</p>' },
    ]
    const allowed = [{ value: "not_found", file: "ui/sections/NotFound.tsx", reason: "the 404 page's own key" }]
    expect(literalCodes(codes, ui, allowed).map((r) => [r.file, r.what])).toEqual([
      ["ui/accounts/modals/changePass.tsx", 'the error code "need_real_account"'],
    ])
    expect(literalCodes(codes, ui, [])).toHaveLength(2)
  })
})

describe("the ledger's tables", () => {
  it("finds a ledger table named in SQL outside sandbox/ledger/: read, joined, written or locked", () => {
    const found = ledgerTableReads([
      { path: "sandbox/money/a.ts", text: 'db.query("select balance from accounts where member_id = $1", [id])' },
      { path: "sandbox/agents/b.ts", text: "`from postings p join journal j on j.id = p.journal_id`" },
      { path: "sandbox/games/c.ts", text: 'tx.query("update journal set created_at = $2 where id = $1")' },
      { path: "sandbox/money/d.ts", text: 'tx.query("insert into idempotency_keys (key) values ($1)")' },
    ])
    expect(found.map((f) => [f.file, f.what])).toEqual([
      ["sandbox/money/a.ts", 'the ledger\'s table "accounts"'],
      ["sandbox/agents/b.ts", 'the ledger\'s table "postings"'],
      ["sandbox/agents/b.ts", 'the ledger\'s table "journal"'],
      ["sandbox/games/c.ts", 'the ledger\'s table "journal"'],
      ["sandbox/money/d.ts", 'the ledger\'s table "idempotency_keys"'],
    ])
    expect(found.every((f) => f.core === "sandbox/ledger/")).toBe(true)
  })
  it("lets the ledger's module, tests, comments, other tables and words that are not SQL name them", () => {
    const text = `/** Reads the accounts from the ledger. */
// select * from accounts
const n = await ledger.balanceOf(tx, main(id))
db.cached("balance", ["accounts", "settings"], read)
db.query("select * from bank_accounts where member_id = $1")
throw new ApiError(429, code, "Too many accounts created from this address")`
    expect(ledgerTableReads([{ path: "sandbox/money/a.ts", text }])).toEqual([])
    expect(ledgerTableReads([{ path: "sandbox/ledger/ledger.ts", text: '"select * from accounts"' }])).toEqual([])
    expect(ledgerTableReads([{ path: "sandbox/money/a.test.ts", text: '"select * from accounts"' }])).toEqual([])
  })
})

describe("core values restated under another name", () => {
  const values = [
    {
      path: "core/validation/Fields.ts",
      text: "export const verificationCodeMaxLength = 255\nexport const shortest = 6\nexport const pageSize = 100\n",
    },
    { path: "core/contract/ErrorCode.ts", text: 'export const needRealAccount = "need_real_account"\n' },
    {
      path: "core/model/Balance.ts",
      text: 'export const defaultCurrencySymbol = "P"\nexport const tooPrecise = "at most two decimals"\n',
    },
    { path: "core/model/Records.ts", text: 'export const excludedPointsTxType = "9203"\n' },
    { path: "core/model/MemberInfo.ts", text: 'export const defaultLabelColor = "#ABABAB" as const\n' },
    { path: "core/model/Jackpot.ts", text: "export const jackpotRefreshMs = 15_000\n" },
    { path: "core/model/GameVendor.ts", text: 'export const vassalageKind = "VASSALAGE"\n' },
    { path: "core/workflows/x.ts", text: 'export const workflowCode = "some_code"\n' },
    { path: "core/model/Money.test.ts", text: 'export const fixtureCode = "fixture_code"\n' },
  ]
  const find = (path: string, text: string) =>
    restatedValues(values, [{ path, text }], []).map((r) => [r.file, r.what, r.core])

  it("reads the values of core's model, contract and validation by the rule", () => {
    expect(coreValuesOf(values).map((v) => [v.kind, v.value, v.name])).toEqual([
      ["number", "255", "verificationCodeMaxLength"],
      ["code", "need_real_account", "needRealAccount"],
      ["currency symbol", "P", "defaultCurrencySymbol"],
      ["code", "9203", "excludedPointsTxType"],
      ["colour", "#ABABAB", "defaultLabelColor"],
      ["number", "15000", "jackpotRefreshMs"],
      ["code", "VASSALAGE", "vassalageKind"],
    ])
  })
  it("finds a number that bounds or paces a value, in the sandbox or the UI", () => {
    expect(find("sandbox/accounts/login.ts", 'if (code.length > 255) throw badRequest("code")')).toEqual([
      ["sandbox/accounts/login.ts", "the number 255 (`verificationCodeMaxLength`)", "core/validation/Fields.ts"],
    ])
    expect(find("ui/a.tsx", "<input maxLength={255} />")).toHaveLength(1)
    expect(find("ui/a.ts", "const refreshEveryMs = 15_000")).toHaveLength(1)
    expect(find("ui/a.ts", "setInterval(load, 15000)")).toHaveLength(1)
  })
  it("finds a code, a colour and a currency symbol under another name", () => {
    expect(find("ui/a.tsx", 't("need_real_account")')[0]?.[1]).toBe('the code "need_real_account" (`needRealAccount`)')
    expect(find("sandbox/k.ts", '{ kind: "points.convert", txTypeId: "9203" }')[0]?.[1]).toBe(
      'the code "9203" (`excludedPointsTxType`)',
    )
    expect(find("sandbox/m.ts", "const rankColours = ['#ABABAB', '#B08D57']")[0]?.[1]).toBe(
      'the colour "#ABABAB" (`defaultLabelColor`)',
    )
    expect(find("sandbox/w.ts", 'export const currency = { code: "PHP", symbol: "P" }')[0]?.[1]).toBe(
      'the currency symbol "P" (`defaultCurrencySymbol`)',
    )
    expect(find("sandbox/p.ts", 'const unit = "P"\nexport const currencySymbol = "P"')).toHaveLength(1)
    expect(find("ui/v.tsx", 'card.isGame === "VASSALAGE"')).toHaveLength(1)
  })
  it("leaves alone small and round numbers, numbers that bound nothing, prose, statuses, comments and tests", () => {
    const text = `/** The code is at most 255 long; "need_real_account" refuses a trial; colour "#ABABAB". */
// if (code.length > 255)
const x = (byte / 255) * width
const icon = <svg width={255} />
const html = "<strong>255 years</strong>"
if (items.length > 6) more()
const page = { pageSize: 100 }
const status: "P" | "A" = "P"
const text = "at most two decimals"
const code = "some_code"`
    expect(find("sandbox/a.ts", text)).toEqual([])
    expect(find("sandbox/a.test.ts", "if (code.length > 255) fail()")).toEqual([])
    expect(find("ui/records/recordsTestKit.tsx", 'const symbol = "P"')).toEqual([])
    expect(find("sandbox/games/assets/game.js", 'if (code === "need_real_account") stop()')).toEqual([])
  })
  it("leaves a coincidence alone only in the file its entry names", () => {
    const allowed = [{ value: "15000", file: "ui/protection/ProtectionHost.tsx", reason: "a notice's time on screen" }]
    const texts = [
      { path: "ui/protection/ProtectionHost.tsx", text: "export const noticeMs = 15_000" },
      { path: "ui/lottery/a.ts", text: "const refreshEveryMs = 15_000" },
    ]
    expect(restatedValues(values, texts, allowed).map((r) => r.file)).toEqual(["ui/lottery/a.ts"])
  })
})
