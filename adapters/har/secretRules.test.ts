/**
 * The edges of secrets.ts's rules, each pinned where a mutation run found no test that reaches it (docs/mutation.md):
 * what counts as a secret value, the forms a secret takes in a file, what a secret value adds to the known secrets,
 * and the URLs the sanitiser leaves alone.
 */
import { describe, expect, it } from "vitest"
import {
  collect,
  isSecretName,
  isSecretParameter,
  isSecretValue,
  looksRandom,
  redactJson,
  redactText,
  redactUrl,
  removed,
  removedCiphertext,
  secretForms,
} from "./secrets.ts"

describe("a secret's value", () => {
  it("is anything but nothing, a flag, an object or a marker", () => {
    expect(isSecretValue(null)).toBe(false)
    expect(isSecretValue(undefined)).toBe(false)
    expect(isSecretValue(true)).toBe(false)
    expect(isSecretValue({ pattern: "^\\d{6}$" })).toBe(false)
    expect(isSecretValue(removed)).toBe(false)
    expect(isSecretValue(removedCiphertext)).toBe(false)
    expect(isSecretValue("")).toBe(true)
    expect(isSecretValue(739155)).toBe(true)
    expect(isSecretValue(["a"])).toBe(true)
    // In a body: a nothing under a secret's name stays nothing, a marker stays the marker.
    expect(redactJson({ token: null, password: removedCiphertext }, [], new Set(), new Set())).toEqual({
      token: null,
      password: removedCiphertext,
    })
  })

  it("adds each string and number inside it to the known secrets, never an empty text or an object's name", () => {
    const found = new Set<string>()
    collect({ codes: ["tok-1111111", { pin: 739155, empty: "", none: null }] }, found)
    expect([...found].sort()).toEqual(["739155", "tok-1111111"])
    for (const nothing of [undefined, true, null]) collect(nothing, found)
    expect([...found].sort()).toEqual(["739155", "tok-1111111"])
    const fromBody = new Set<string>()
    redactJson({ smsCode: 739155, token: "", nested: { password: ["pw-2222222", null] } }, [], new Set(), fromBody)
    expect([...fromBody].sort()).toEqual(["739155", "pw-2222222"])
  })
})

describe("a name's words", () => {
  it("ends at its last word, whatever separator or digits follow it", () => {
    // A form field's array brackets or a trailing digit are no word: `pinExpired[]` is still a fact about a PIN.
    expect(isSecretName("pinExpired[]")).toBe(false)
    expect(isSecretName("passwordMinLength6")).toBe(false)
    expect(isSecretName("_isPinSet")).toBe(false)
    expect(isSecretName("pin[]")).toBe(true)
  })
})

describe("the forms of a secret", () => {
  it("are the text as is, JSON-escaped, URL-encoded and form-encoded", () => {
    expect(secretForms('pw"1\\x')).toEqual(['pw"1\\x', 'pw\\"1\\\\x', "pw%221%5Cx"])
    expect(secretForms("my secret!")).toEqual(["my secret!", "my%20secret!", "my+secret%21"])
    // Each form is removed where it stands: in a JSON text and in a form body.
    expect(redactText(JSON.stringify({ note: 'was pw"1\\x' }), new Set(['pw"1\\x']))).toBe(
      JSON.stringify({ note: `was ${removed}` }),
    )
    expect(redactText("a=1&s=my+secret%21", new Set(["my secret!"]))).toBe(`a=1&s=${removed}`)
  })
})

describe("personal values in a body", () => {
  it("are replaced when a text or a number, and left alone when nothing", () => {
    expect(redactJson({ mobile: 9171234567, email: null }, [], new Set(), new Set())).toEqual({
      mobile: "0000000001",
      email: null,
    })
  })
})

describe("random-looking values", () => {
  it("takes hex only when the whole token is hex", () => {
    // Hex for 24 characters, then other letters: low entropy, not a hash.
    expect(looksRandom("aaaa1111aaaa1111aaaa1111zzzz")).toBe(false)
  })
})

describe("URLs", () => {
  it("are cleaned on http as on https", () => {
    expect(redactText("see http://g.test/p?token=abc123 now", new Set())).toBe(
      "see http://g.test/p?token=%5Bremoved%5D now",
    )
  })

  it("are left as written when nothing in them is a secret, or a secret was already removed", () => {
    for (const url of [
      "https://CDN.Example.test/Logo.png",
      "https://cdn.example.test/a b.png?size=2#top",
      `https://g.test/p?token=${removed}`,
    ]) {
      expect(redactUrl(url)).toBe(url)
    }
    expect(isSecretParameter("token", removed)).toBe(false)
    expect(isSecretParameter("token", "")).toBe(false)
  })
})
