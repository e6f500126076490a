/**
 * Marks the calls that build a module's values as pure (`/*#__PURE__*\/`), as effect's own build does, so an
 * integrator's bundler drops the schemas and tables a shell never reads: a model module keeps its schemas beside its
 * rules (one concept, one module), and without the mark a bundler must keep every `Schema.Struct(...)` of a module
 * as soon as one rule of it is used. Only the initializers of module-level `const`/`let` are marked, never a call
 * inside a function and never a statement run for its effect; core builds values there, it registers nothing.
 */
import ts from "typescript"

const pure = "/*#__PURE__*/ "

/** `source` (an emitted ES module) with the calls and `new`s of its module-level initializers marked pure. */
export const annotatePure = (source: string): string => {
  const file = ts.createSourceFile("module.js", source, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS)
  const starts = new Set<number>()
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) || ts.isClassLike(node)) return
    if (ts.isCallExpression(node) || ts.isNewExpression(node)) starts.add(node.getStart(file))
    ts.forEachChild(node, visit)
  }
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue
    for (const declaration of statement.declarationList.declarations) {
      if (declaration.initializer) visit(declaration.initializer)
    }
  }
  let out = source
  for (const at of [...starts].sort((a, b) => b - a)) out = out.slice(0, at) + pure + out.slice(at)
  return out
}

/**
 * `source` with each namespace import (`import * as Schema from "effect/Schema"`) whose every use reads one member
 * (`Schema.Struct`) rewritten to named imports (`import { Struct as Schema$Struct } …`). Vite's bundler (Rolldown)
 * keeps a whole imported module alive when a namespace member is read inside an object literal passed to a call it
 * could otherwise drop (`Schema.Struct({ a: Schema.String })`), so a shell importing one projection got effect's
 * Schema machinery (about 25 KB gzip) through any model module on the way; named bindings are dropped with their
 * last use. A namespace used any other way (passed whole, shadowed) is left as it is.
 */
export const namedImports = (source: string): string => {
  const file = ts.createSourceFile("module.js", source, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS)
  const edits: Array<{ start: number; end: number; text: string }> = []
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement)) continue
    const binding = statement.importClause?.namedBindings
    if (!binding || !ts.isNamespaceImport(binding) || statement.importClause?.name) continue
    const space = binding.name.text
    const reads: Array<ts.PropertyAccessExpression> = []
    let other = false
    const visit = (node: ts.Node): void => {
      if (ts.isIdentifier(node) && node.text === space && node !== binding.name) {
        const parent = node.parent
        if (ts.isPropertyAccessExpression(parent) && parent.expression === node && ts.isIdentifier(parent.name)) {
          reads.push(parent)
        } else if (!(ts.isPropertyAccessExpression(parent) && parent.name === node)) {
          other = true
        }
      }
      ts.forEachChild(node, visit)
    }
    visit(file)
    if (other || reads.length === 0) continue
    const members = [...new Set(reads.map((r) => r.name.text))].sort()
    const specifier = statement.moduleSpecifier.getText(file)
    edits.push({
      start: statement.getStart(file),
      end: statement.getEnd(),
      text: `import { ${members.map((m) => `${m} as ${space}$${m}`).join(", ")} } from ${specifier};`,
    })
    for (const read of reads) {
      edits.push({ start: read.getStart(file), end: read.getEnd(), text: `${space}$${read.name.text}` })
    }
  }
  let out = source
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end)
  }
  return out
}
