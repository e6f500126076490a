import { describe, expect, it } from "vitest"
import { isSecretName, redactJson, redactText, redactUrl, removed } from "./secrets.ts"

describe("secret names", () => {
  it("knows passwords, tokens and codes by name, and the endpoint's own list", () => {
    for (const n of ["password", "newPassword", "confirmNewPassword", "paymentPassword", "pwd", "token"]) {
      expect(isSecretName(n)).toBe(true)
    }
    for (const n of ["accessToken", "firebaseIdToken", "verificationCode", "verifyCode", "captcha", "Authorization"]) {
      expect(isSecretName(n)).toBe(true)
    }
    for (const n of ["passwordExpired", "pwdEnabled", "username", "mobileNum", "firstTimeLogin", "errorCode"]) {
      expect(isSecretName(n)).toBe(false)
    }
    for (const n of [
      "merchantCode",
      "countryCode",
      "gameCode",
      "decode",
      "monkey",
      "pinned",
      "isProtectionCode",
      "qrCodeUrl",
    ]) {
      expect(isSecretName(n)).toBe(false)
    }
    expect(isSecretName("code", ["code"])).toBe(true)
  })

  it("fails closed: a name that says pin, code, otp, cvv, secret, password, token or key is a secret's", () => {
    for (const n of ["pinCode", "withdrawPin", "securityCode", "otpCode", "code", "PIN_CODE", "api_key", "cardCvv"]) {
      expect(isSecretName(n), n).toBe(true)
    }
    for (const n of ["clientSecret", "tokenValue", "passwordHint", "secretAnswer", "key", "privateKeyPem"]) {
      expect(isSecretName(n), n).toBe(true)
    }
  })

  it("removes short secrets under such names, whatever their length", () => {
    const body = { pinCode: "1234", withdrawPin: 42, securityCode: "987", otpCode: "55", errorCode: "x.y" }
    expect(redactJson(body, [], new Set(), new Set())).toEqual({
      pinCode: removed,
      withdrawPin: removed,
      securityCode: removed,
      otpCode: removed,
      errorCode: "x.y",
    })
  })
})

describe("redactJson", () => {
  it("removes secret fields at any depth, keeps flags, and collects what it removed", () => {
    const found = new Set<string>()
    const out = redactJson(
      {
        success: true,
        value: { token: "tok-123456", passwordExpired: false, list: [{ accessToken: "acc-999999" }], captcha: true },
      },
      [],
      new Set(),
      found,
    )
    expect(out).toEqual({
      success: true,
      value: { token: removed, passwordExpired: false, list: [{ accessToken: removed }], captcha: true },
    })
    expect([...found]).toEqual(["tok-123456", "acc-999999"])
  })
  it("keeps an object under a secret name (a registration rule) and judges its fields by their own names", () => {
    const rules = {
      password: { enabled: true, minLength: 6, acceptedPattern: "^[a-z\\d]+$" },
      captcha: { enabled: false, patternId: 7 },
      nested: { token: "tok-777777" },
    }
    const found = new Set<string>()
    expect(redactJson({ value: rules }, [], new Set(), found)).toEqual({
      value: { ...rules, nested: { token: removed } },
    })
    expect([...found]).toEqual(["tok-777777"])
  })
  it("removes known secrets inside other strings", () => {
    const out = redactJson({ url: "https://g.test/play#s=tok-123456" }, [], new Set(["tok-123456"]), new Set())
    expect(out).toEqual({ url: `https://g.test/play#s=${removed}` })
  })
})

describe("redactText and redactUrl", () => {
  it("cleans secret parameters of URLs and known secrets in any form", () => {
    expect(redactUrl("https://v.test/launch?token=abc&game=1")).toBe("https://v.test/launch?token=%5Bremoved%5D&game=1")
    expect(redactText('say "p@ss word"', new Set(["p@ss word"]))).toBe(`say "${removed}"`)
    expect(redactText("q=p%40ss%20word", new Set(["p@ss word"]))).toBe(`q=${removed}`)
    expect(redactText("short 1234", new Set(["1234"]))).toBe("short 1234")
  })
})
