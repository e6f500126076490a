/**
 * One rule, one place: the sandbox (the reference platform) imports core's pure rules and constants instead of
 * restating them, so a rule changed in core changes the platform too. A pure function over source texts, run by
 * `npm run lint` beside the dependency rule (scripts/check-deps.ts). It finds three kinds of restatement:
 *
 * - a list spelled out in core (three or more string or number items, in any order) spelled out again in the sandbox:
 *   agent types, record types, statuses, prize modes...;
 * - a constant core exports (a number, text or list) declared again under its name in the sandbox;
 * - a name exported by a module whose every export is shared (`sharedModules`: the RSA arithmetic of the wire, the
 *   roles of spec section 6) declared again in the sandbox.
 *
 * It also finds an error code of core's catalogue (core/contract/ErrorCode.ts) spelled as a literal in the sandbox or
 * the UI: the platform raises codes by their catalogue names, so a code renamed or dropped there stops them compiling;
 * and a value of core's model, contract or validation (a bounding number, a code, a colour, a currency symbol) written
 * as a literal in the sandbox or the UI under another name (`restatedValues`, whose comment gives the rule).
 *
 * Names alone are not enough in general (a sandbox handler and a core workflow may both be `withdraw`), which is why
 * the name rules are kept to constants and to the shared modules.
 */

/** A source file: its repository path and text. */
export interface SourceText {
  readonly path: string
  readonly text: string
}

/** A restatement found: the sandbox file, what it restates, and where core states it. */
export interface Restatement {
  readonly file: string
  readonly what: string
  readonly core: string
}

/** Core modules whose every export is a rule the sandbox must import rather than declare again. */
export const sharedModules: ReadonlyArray<string> = ["core/contract/encryptionKey.ts", "core/permissions/roles.ts"]

const isTest = (path: string) => /\.test\.tsx?$/.test(path)

/** The text without block comments and whole-line comments (a comment may name a list it does not define). */
const code = (text: string): string => text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "")

const item = String.raw`(?:"[^"\n]*"|'[^'\n]*'|-?\d[\d_]*)`
const listPattern = new RegExp(String.raw`\[\s*(${item}(?:\s*,\s*${item})+)\s*,?\s*\]`, "g")

/** The lists of three or more literal items a text spells out, each as its sorted items (quotes made alike). */
export const listsOf = (text: string): ReadonlyArray<string> =>
  [...code(text).matchAll(listPattern)]
    .map((m) =>
      (m[1] ?? "")
        .split(",")
        .map((s) =>
          s
            .trim()
            .replace(/^'(.*)'$/, '"$1"')
            .replace(/_/g, ""),
        )
        .sort(),
    )
    .filter((items) => items.length >= 3)
    .map((items) => `[${items.join(", ")}]`)

/** The constants a text exports with a literal value: a number, a text, a list or a set of literals. */
export const constantsOf = (text: string): ReadonlyArray<string> =>
  [...code(text).matchAll(/^export const (\w+)(?:\s*:[^=\n]+)?\s*=\s*(?:-?\d|"|'|`|\[|new Set\()/gm)].flatMap((m) =>
    m[1] === undefined ? [] : [m[1]],
  )

/** Every name a text exports. */
export const exportsOf = (text: string): ReadonlyArray<string> =>
  [...code(text).matchAll(/^export (?:const|let|function|class|type|interface) (\w+)/gm)].flatMap((m) =>
    m[1] === undefined ? [] : [m[1]],
  )

/** The names a text declares at its top level (values only: a type may share a name). */
export const declaredOf = (text: string): ReadonlyArray<string> =>
  [...code(text).matchAll(/^(?:export )?(?:const|let|function|class) (\w+)/gm)].flatMap((m) =>
    m[1] === undefined ? [] : [m[1]],
  )

/** Every restatement of core's rules in the sandbox (test files on either side are left out). */
export const restatements = (
  core: ReadonlyArray<SourceText>,
  sandbox: ReadonlyArray<SourceText>,
): ReadonlyArray<Restatement> => {
  const coreFiles = core.filter((f) => !isTest(f.path))
  const lists = new Map<string, string>()
  const names = new Map<string, string>()
  for (const f of coreFiles) {
    for (const l of listsOf(f.text)) if (!lists.has(l)) lists.set(l, f.path)
    for (const n of constantsOf(f.text)) if (!names.has(n)) names.set(n, f.path)
    if (sharedModules.includes(f.path)) for (const n of exportsOf(f.text)) names.set(n, f.path)
  }
  const found: Array<Restatement> = []
  for (const f of sandbox.filter((s) => !isTest(s.path))) {
    for (const l of listsOf(f.text)) {
      const at = lists.get(l)
      if (at !== undefined) found.push({ file: f.path, what: `the list ${l}`, core: at })
    }
    for (const n of declaredOf(f.text)) {
      const at = names.get(n)
      if (at !== undefined) found.push({ file: f.path, what: `\`${n}\``, core: at })
    }
  }
  return found
}

/** Where the catalogue of error codes lives. */
export const errorCodeCatalogue = "core/contract/ErrorCode.ts"

/**
 * Every error code of the catalogue spelled as a quoted literal in the sandbox or the UI (test files, test kits and
 * `coincidences` left out; the UI keys a refusal's message by its code, so it names the code through the catalogue
 * too): in code, or
 * inside a JSON text. A `case` label is left alone: a switch over validation keys may share a key with a code; so are
 * the static files the sandbox serves as they are (`assets/`: a game's page, a client that cannot import core).
 */
export const literalCodes = (
  codes: ReadonlyArray<string>,
  sandbox: ReadonlyArray<SourceText>,
  allowed: ReadonlyArray<Coincidence> = coincidences,
): ReadonlyArray<Restatement> => {
  const known = new Set(codes)
  const found: Array<Restatement> = []
  for (const f of sandbox.filter((s) => !isTest(s.path) && !isTestKit(s.path) && !s.path.includes("/assets/"))) {
    const lines = code(f.text)
      .split("\n")
      .filter((l) => !/^\s*case\s/.test(l))
    const seen = new Set<string>()
    for (const m of lines.join("\n").matchAll(/["'`]([\w.]+)["'`]/g)) {
      const c = m[1]
      if (c === undefined || !known.has(c) || seen.has(c)) continue
      if (allowed.some((a) => a.value === c && f.path.startsWith(a.file))) continue
      seen.add(c)
      found.push({ file: f.path, what: `the error code "${c}"`, core: errorCodeCatalogue })
    }
  }
  return found
}

/** The ledger's module: the one folder whose SQL may name the ledger's tables. */
export const ledgerModule = "sandbox/ledger/"

/** The tables of the double-entry ledger (sandbox/migrations/001_core.sql): wallets, entries, postings, keys. */
export const ledgerTables: ReadonlyArray<string> = ["accounts", "journal", "postings", "idempotency_keys"]

const ledgerTableInSql = new RegExp(
  String.raw`\b(?:from|join|update|into|table)\s+(?:public\.)?(${ledgerTables.join("|")})\b`,
  "gi",
)

/**
 * Every ledger table named in SQL outside the ledger's module (test files left out): a wallet read, a posting joined,
 * a balance locked or written by hand bypasses the ledger's rules (postings that sum to zero, locks in id order), so
 * the rest of the sandbox reads and moves money through the module's functions.
 */
export const ledgerTableReads = (sandbox: ReadonlyArray<SourceText>): ReadonlyArray<Restatement> => {
  const found: Array<Restatement> = []
  for (const f of sandbox.filter((s) => !isTest(s.path) && !s.path.startsWith(ledgerModule))) {
    const seen = new Set<string>()
    for (const m of code(f.text).matchAll(ledgerTableInSql)) {
      const table = m[1]?.toLowerCase()
      if (table === undefined || seen.has(table)) continue
      seen.add(table)
      found.push({ file: f.path, what: `the ledger's table "${table}"`, core: ledgerModule })
    }
  }
  return found
}

/** The folders of core whose exported constants are values the sandbox and the UI import rather than restate. */
export const valueFolders: ReadonlyArray<string> = ["core/model/", "core/contract/", "core/validation/"]

/** A core value that must not be written again as a literal: its text, the constant that holds it, and its file. */
export interface CoreValue {
  readonly value: string
  readonly kind: "number" | "code" | "colour" | "currency symbol"
  readonly name: string
  readonly core: string
}

const codeLike = /^(?:\d{2,}|[a-z][a-z0-9]*(?:[._][a-z0-9]+)+|[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*)$/
const colour = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/

/** The values core's model, contract and validation export as constants, by the rule of `restatedValues`. */
export const coreValuesOf = (core: ReadonlyArray<SourceText>): ReadonlyArray<CoreValue> =>
  core
    .filter((f) => !isTest(f.path) && valueFolders.some((d) => f.path.startsWith(d)))
    .flatMap((f) =>
      [
        ...code(f.text).matchAll(
          /^export const (\w+)(?:\s*:[^=\n]+)?\s*=\s*(?:(-?\d[\d_]*(?:\.\d+)?)|"([^"\n]*)"|'([^'\n]*)')(?:\s+as const)?\s*$/gm,
        ),
      ].flatMap((m): ReadonlyArray<CoreValue> => {
        const name = m[1] ?? ""
        const number = m[2]
        const text = m[3] ?? m[4]
        if (number !== undefined) {
          const n = Number(number.replace(/_/g, ""))
          return n >= 10 && !/^[1-9]0+$/.test(String(n))
            ? [{ value: String(n), kind: "number", name, core: f.path }]
            : []
        }
        if (text === undefined) return []
        if (/currencySymbol$/i.test(name)) return [{ value: text, kind: "currency symbol", name, core: f.path }]
        if (colour.test(text)) return [{ value: text, kind: "colour", name, core: f.path }]
        return codeLike.test(text) ? [{ value: text, kind: "code", name, core: f.path }] : []
      }),
    )

/** A UI area's test kit (`…TestKit.tsx`): fixtures for the area's tests, not product code. */
const isTestKit = (path: string) => /TestKit\.tsx?$/.test(path)

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/** Where a value is written as a literal: a number as a token (`255`, `1_000`), a text quoted, a symbol as a symbol. */
const literalOf = (v: CoreValue): RegExp => {
  if (v.kind === "number") {
    const digits = v.value
      .split("")
      .map((d) => escapeRegExp(d))
      .join("_?")
    const bound = String.raw`(?:\s(?:[<>]=?|[!=]==?)\s|\b\w*(?:max|min|length|limit|count|age|ms|interval|timeout|delay|seconds|every)\w*["']?\s*[:=]\s*\{?|\bset(?:Timeout|Interval)\([^;]*?,)\s*`
    return new RegExp(String.raw`${bound}${digits}(?![\w$]|\.\d)`, "i")
  }
  const quoted = String.raw`["'\`]${escapeRegExp(v.value)}["'\`]`
  return v.kind === "currency symbol"
    ? new RegExp(String.raw`(?:symbol|currency)\w*["']?\s*[:=]\s*${quoted}`, "i")
    : new RegExp(quoted)
}

/**
 * Every core value written as a literal in the sandbox or the UI under another name (or none), so one rule stays in
 * one place (DESIGN.md). The values are core's exported constants in `valueFolders` with a literal value that is:
 *
 * - a number of 10 or more that is not a round figure (a digit then zeros: 10, 60, 100, 1000 are too often a page
 *   size, a minute, a percent or a second to tell apart; below 10, a count or an index), found only where it bounds or
 *   paces a value: after a comparison (` > 255`, ` === 140`), as the value of a key, prop or name that says max, min,
 *   length, limit, count, age, ms, interval, timeout, delay, seconds or every (`maxLength={255}`, `refreshMs = 15_000`),
 *   or as the delay of `setTimeout`/`setInterval` (a pixel size or a byte scaled by 255 bounds nothing);
 * - a code-like text: two or more digits (`"9203"`), lower-case words joined by `_` or `.` (`"invitation_code_error"`),
 *   or upper-case words joined by `_` (`"VASSALAGE"`);
 * - a colour (`"#ABABAB"`);
 * - a currency symbol (a constant named `…currencySymbol`): found only as the value of a key or name that says
 *   `symbol` or `currency`, since a one-letter text is also a status (`"P"` pending).
 *
 * Comments, test files and the sandbox's static assets are left out. A value and a file in `coincidences` (each with
 * its reason) are left alone: the same number or text meaning something else there.
 */
export const restatedValues = (
  core: ReadonlyArray<SourceText>,
  others: ReadonlyArray<SourceText>,
  allowed: ReadonlyArray<Coincidence> = coincidences,
): ReadonlyArray<Restatement> => {
  const values = coreValuesOf(core)
  const found: Array<Restatement> = []
  for (const f of others.filter((s) => !isTest(s.path) && !isTestKit(s.path) && !s.path.includes("/assets/"))) {
    const text = code(f.text)
    const seen = new Set<string>()
    for (const v of values) {
      if (seen.has(v.value) || allowed.some((a) => a.value === v.value && f.path.startsWith(a.file))) continue
      if (!literalOf(v).test(text)) continue
      seen.add(v.value)
      const shown = v.kind === "number" ? v.value : `"${v.value}"`
      found.push({ file: f.path, what: `the ${v.kind} ${shown} (\`${v.name}\`)`, core: v.core })
    }
  }
  return found
}

/** A value written in a file (or folder) where it means something other than core's constant, and why. */
export interface Coincidence {
  readonly value: string
  readonly file: string
  readonly reason: string
}

/** The coincidences: each a value that is the same number or text as a core constant by chance, with the reason. */
export const coincidences: ReadonlyArray<Coincidence> = [
  {
    value: "15000",
    file: "ui/lottery/useLotteryPage.ts",
    reason: "the lottery page's throttle between two refreshes of its draw lists, not the home page's jackpot poll",
  },
  {
    value: "15000",
    file: "ui/protection/ProtectionHost.tsx",
    reason: "how long the last-login notice stays on screen, not the jackpot poll",
  },
  {
    value: "not_found",
    file: "ui/sections/NotFound.tsx",
    reason: "the 404 page's own heading key in the common namespace, not the gateway's refusal of an unknown path",
  },
]
