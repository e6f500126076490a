import { describe, expect, it } from "vitest"
import { isSecretName, looksRandom, randomTokens, redactJson, redactText, redactUrl, removed } from "./secrets.ts"

/** Each of `names` is (or is not) a secret's name; a failure names the name. */
const namesAreSecret = (names: ReadonlyArray<string>, secret: boolean) => {
  for (const n of names) expect(isSecretName(n), n).toBe(secret)
}

describe("secret names", () => {
  it("knows passwords, tokens and codes by name, and the endpoint's own list", () => {
    namesAreSecret(["password", "newPassword", "confirmNewPassword", "paymentPassword", "pwd", "token"], true)
    namesAreSecret(
      ["accessToken", "firebaseIdToken", "verificationCode", "verifyCode", "captcha", "Authorization"],
      true,
    )
    namesAreSecret(["passwordExpired", "pwdEnabled", "username", "mobileNum", "firstTimeLogin", "errorCode"], false)
    namesAreSecret(
      ["merchantCode", "countryCode", "gameCode", "decode", "monkey", "pinned", "isProtectionCode", "qrCodeUrl"],
      false,
    )
    expect(isSecretName("code", ["code"])).toBe(true)
  })

  it("fails closed: a name that says pin, code, otp, cvv, secret, password, token or key is a secret's", () => {
    namesAreSecret(
      ["pinCode", "withdrawPin", "securityCode", "otpCode", "code", "PIN_CODE", "api_key", "cardCvv"],
      true,
    )
    namesAreSecret(["clientSecret", "tokenValue", "passwordHint", "secretAnswer", "key", "privateKeyPem"], true)
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

describe("each name of the lists", () => {
  it("knows a secret by each ending, written as one word (smscode, apikey, jsessionid...)", () => {
    namesAreSecret(
      [
        "loginpassword",
        "userpasswd",
        "userpwd",
        "authtoken",
        "clientsecret",
        "imgcaptcha",
        "smsverificationcode",
        "emailverifycode",
        "smscode",
        "emailotp",
        "Set-Cookie",
        "Proxy-Authorization",
        "phpsessionid",
        "JSESSIONID",
        "apikey",
        "idjwt",
        "awsaccesskey",
        "awssecretkey",
        "rsaprivatekey",
        "cardcvv",
        "cardcvc",
      ],
      true,
    )
  })

  it("knows a secret by each word of a name, wherever it stands", () => {
    namesAreSecret(["pinValue", "codeValue", "otpValue", "cvvValue", "cvcValue", "cvnValue", "cvn", "pin"], true)
    namesAreSecret(["secretValue", "passwordValue", "passwdValue", "pwdValue", "tokenValue", "keyValue", "jwt"], true)
  })

  it("keeps the public codes: a refusal's, a status's, a brand's, a country's, a currency's, a game's, a referral's", () => {
    namesAreSecret(
      [
        "errorCode",
        "refusalCode",
        "statusCode",
        "merchantCode",
        "countryCode",
        "countryDialingCode",
        "currencyCode",
        "languageCode",
        "langCode",
        "gameCode",
        "gameGroupCode",
        "lottoGameCode",
        "platformCode",
        "vendorCode",
        "affiliateCode",
        "referralCode",
        "error_code",
      ],
      false,
    )
  })

  it("keeps facts about a secret (its switch, expiry, rule, lengths), a picture's address, and is/has questions", () => {
    for (const about of ["Enabled", "Expired", "Required", "Exists", "Length", "Min", "Max", "Type", "Rule", "Count"]) {
      expect(isSecretName(`pin${about}`), `pin${about}`).toBe(false)
      expect(redactJson({ [`pin${about}`]: 6 }, [], new Set(), new Set())).toEqual({ [`pin${about}`]: 6 })
    }
    namesAreSecret(
      ["qrCodeUrl", "codeImage", "pinIcon", "isPinSet", "hasPinCode", "isOtpBound", "hasTokenValue"],
      false,
    )
    // Only the last word says "about": a secret named after a fact is still a secret.
    expect(isSecretName("expiredPin")).toBe(true)
    expect(isSecretName("thisPinCode")).toBe(true)
  })

  it("removes a ticket parameter of a URL by each name, whatever its value, and keeps the others", () => {
    const names = ["t", "sig", "sign", "signature", "ticket", "auth", "session", "sid", "hash", "nonce", "access"]
    for (const n of [...names, "credential", "credentials", "state", "token", "code", "key", "SIG", "Ticket"]) {
      expect(redactUrl(`https://g.test/play?${n}=ab1&game=1`), n).toBe(`https://g.test/play?${n}=%5Bremoved%5D&game=1`)
      expect(redactUrl(`https://g.test/play#${n}=ab1&game=1`), n).toBe(`https://g.test/play#${n}=%5Bremoved%5D&game=1`)
    }
    for (const url of ["https://g.test/play?game=1&lang=en", "https://g.test/play?t=&game=1", "https://g.test/a#top"]) {
      expect(redactUrl(url), url).toBe(url)
    }
  })
})

describe("random-looking values", () => {
  it("takes 16 characters or more, with two letters and two digits or more, for a ticket", () => {
    expect(looksRandom("k3J9x2Lq8Zr5Tw7M")).toBe(true)
    expect(looksRandom("k3J9x2Lq8Zr5Tw7")).toBe(false)
    expect(looksRandom("abcdefghijklmno12")).toBe(true)
    expect(looksRandom("abcdefghijklmnop1")).toBe(false)
    expect(looksRandom("123456789012345ab")).toBe(true)
    expect(looksRandom("1234567890123456a")).toBe(false)
  })

  it("takes hex of 24 characters or more for a hash whatever its entropy, and nothing else of low entropy", () => {
    expect(looksRandom("aaaaaaaaaaaaaaaaaaaaaa11")).toBe(true)
    expect(looksRandom("aaaaaaaaaaaaaaaaaaaaa11")).toBe(false)
    expect(looksRandom("gggggggggggggggggggggg11")).toBe(false)
  })

  it("finds the runs of token characters in a text, and only the random ones", () => {
    expect(randomTokens("see k3J9-x2Lq_8Zr5+Tw7M, then k3J9x2Lq8Zr5Tw7 and 2026-03-01")).toEqual([
      "k3J9-x2Lq_8Zr5+Tw7M",
    ])
    expect(randomTokens("no tickets here")).toEqual([])
  })

  it("removes a random-looking path segment or parameter value from a URL, and a known secret of six or more", () => {
    expect(redactUrl("https://g.test/play/k3J9x2Lq8Zr5Tw7M/start?game=1#x=1")).toBe(
      `https://g.test/play/${removed}/start?game=1#x=1`,
    )
    expect(redactUrl("https://g.test/p?game=k3J9x2Lq8Zr5Tw7M")).toBe("https://g.test/p?game=%5Bremoved%5D")
    expect(redactUrl("https://g.test/p#game=k3J9x2Lq8Zr5Tw7M&x=1")).toBe("https://g.test/p#game=%5Bremoved%5D&x=1")
    expect(redactUrl("not a url k3J9x2Lq8Zr5Tw7M")).toBe("not a url k3J9x2Lq8Zr5Tw7M")
    expect(redactText("a 12345 b 123456 c", new Set(["12345", "123456"]))).toBe(`a 12345 b ${removed} c`)
    expect(redactText("go https://g.test/p?sig=1 now", new Set())).toBe("go https://g.test/p?sig=%5Bremoved%5D now")
  })
})
