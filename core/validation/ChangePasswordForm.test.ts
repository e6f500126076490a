import { describe, expect, it } from "vitest"
import { asksOldPassword, validateChangePassword } from "./ChangePasswordForm.ts"

describe("validateChangePassword", () => {
  it("asks the old password only when the stored one is unknown", () => {
    expect(asksOldPassword({ storedPasswordKnown: true })).toBe(false)
    expect(asksOldPassword({ storedPasswordKnown: false })).toBe(true)
    const form = { oldPassword: "", newPassword: "newpass1", confirmNewPassword: "newpass1" }
    expect(validateChangePassword(form, { storedPasswordKnown: true })).toEqual({
      _tag: "Valid",
      value: { newPassword: "newpass1", confirmNewPassword: "newpass1" },
    })
    expect(validateChangePassword(form, { storedPasswordKnown: false })).toEqual({
      _tag: "Invalid",
      problems: { oldPassword: { key: "input_required", params: {} } },
    })
  })

  it("checks the new password's format and the confirmation", () => {
    const ctx = { storedPasswordKnown: true }
    expect(validateChangePassword({ newPassword: "abc", confirmNewPassword: "" }, ctx)).toEqual({
      _tag: "Invalid",
      problems: {
        newPassword: { key: "password_length", params: { min: 6, max: 20 } },
        confirmNewPassword: { key: "input_required", params: {} },
      },
    })
    expect(validateChangePassword({ newPassword: "abcdef", confirmNewPassword: "abcdeg" }, ctx)).toEqual({
      _tag: "Invalid",
      problems: { confirmNewPassword: { key: "confirmation_incorrect", params: {} } },
    })
  })

  it("uses the brand's password rule when given, and trims", () => {
    const passwordRule = { patternId: 7, minLength: 4, maxLength: 8, acceptedPattern: "[0-9]+" }
    expect(
      validateChangePassword(
        { newPassword: "abcd", confirmNewPassword: "abcd" },
        { storedPasswordKnown: true, passwordRule },
      ),
    ).toEqual({
      _tag: "Invalid",
      problems: { newPassword: { key: "reg_pattern_7", params: { min: 4, max: 8 } } },
    })
    expect(
      validateChangePassword(
        { oldPassword: " old ", newPassword: " 1234 ", confirmNewPassword: "1234 " },
        { storedPasswordKnown: false, passwordRule },
      ),
    ).toEqual({ _tag: "Valid", value: { oldPassword: "old", newPassword: "1234", confirmNewPassword: "1234" } })
  })
})
