/**
 * Checks an answer against the published OpenAPI document (`/openapi.json`) with a standard JSON Schema 2020-12
 * validator (ajv's `Ajv2020`), as an integrator's tools would read it: the schema of the operation's answer for the
 * status (or the `default` answer). The sandbox runs it on every answer it sends when `ARENA_CHECK_ANSWERS` is set
 * (the test suites set it, and assert that nothing failed), and the fixture tests run it on every recorded answer.
 * Loaded only then: ajv is a development dependency.
 */
import { Ajv2020 } from "ajv/dist/2020.js"

type Json = Record<string, unknown>

/** What an answer that does not pass its schema is: the call, the status and what the validator said. */
export interface AnswerMismatch {
  readonly call: string
  readonly status: number
  readonly errors: string
}

/** The id the document is registered under, so that its `#/components/...` references resolve. */
const docId = "https://arena.invalid/openapi.json"

/** A JSON Pointer token. */
const token = (s: string): string => s.replaceAll("~", "~0").replaceAll("/", "~1")

/**
 * A checker of answers against an OpenAPI 3.1 document: `check(method, path, status, body)` gives the mismatch, or
 * undefined when the body passes (or the call, or a JSON answer for the status, is not in the document).
 */
export const makeAnswerCheck = (doc: Json) => {
  // strict: false because the document around the schemas is OpenAPI, not a schema (`openapi`, `paths`...);
  // formats are descriptive in the contract, never checked by the decoder.
  const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: false })
  ajv.addSchema({ ...doc, $id: docId })
  const paths = doc.paths as Record<string, Record<string, { responses?: Record<string, Json> }>>
  const validators = new Map<string, ReturnType<typeof ajv.compile> | null>()
  const validatorFor = (method: string, path: string, status: number) => {
    const op = paths[path]?.[method.toLowerCase()]
    if (op?.responses === undefined) return null
    const key = String(status) in op.responses ? String(status) : "default"
    const content = op.responses[key]?.content as Record<string, unknown> | undefined
    if (content?.["application/json"] === undefined) return null
    const id = `${method} ${path} ${key}`
    let v = validators.get(id)
    if (v === undefined) {
      const pointer = ["paths", path, method.toLowerCase(), "responses", key, "content", "application/json", "schema"]
      v = ajv.compile({ $ref: `${docId}#/${pointer.map(token).join("/")}` })
      validators.set(id, v)
    }
    return v
  }
  return (method: string, path: string, status: number, body: unknown): AnswerMismatch | undefined => {
    const validate = validatorFor(method, path, status)
    if (validate === null || validate(body)) return undefined
    return { call: `${method.toUpperCase()} ${path}`, status, errors: ajv.errorsText(validate.errors) }
  }
}

/** The checker's type. */
export type AnswerCheck = ReturnType<typeof makeAnswerCheck>
