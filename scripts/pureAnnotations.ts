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
