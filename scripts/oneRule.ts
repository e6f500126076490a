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
 * It also finds an error code of core's catalogue (core/contract/ErrorCode.ts) spelled as a literal in the sandbox:
 * the platform raises codes by their catalogue names, so a code renamed or dropped there stops the sandbox compiling.
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
 * Every error code of the catalogue spelled as a quoted literal in the sandbox (test files left out): in code, or
 * inside a JSON text. A `case` label is left alone: a switch over validation keys may share a key with a code; so are
 * the static files the sandbox serves as they are (`assets/`: a game's page, a client that cannot import core).
 */
export const literalCodes = (
  codes: ReadonlyArray<string>,
  sandbox: ReadonlyArray<SourceText>,
): ReadonlyArray<Restatement> => {
  const known = new Set(codes)
  const found: Array<Restatement> = []
  for (const f of sandbox.filter((s) => !isTest(s.path) && !s.path.includes("/assets/"))) {
    const lines = code(f.text)
      .split("\n")
      .filter((l) => !/^\s*case\s/.test(l))
    const seen = new Set<string>()
    for (const m of lines.join("\n").matchAll(/["'`]([\w.]+)["'`]/g)) {
      const c = m[1]
      if (c === undefined || !known.has(c) || seen.has(c)) continue
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
