import { describe, expect, it } from "vitest"
import { imagesProblem, isImage, validateActivityApplication } from "./ActivityApplication.ts"

const MB = 1024 * 1024
const png = (name: string, size = MB) => ({ name, type: "image/png", size })

describe("ActivityApplication", () => {
  it("accepts a comment of 140 characters and three png or jpg images of 5 MB", () => {
    const form = {
      comment: ` ${"字".repeat(140)} `,
      images: [
        png("a.png", 5 * MB),
        { name: "b.jpg", type: "image/jpeg", size: 1 },
        { name: "c.JPEG", type: "", size: 1 },
      ],
    }
    expect(validateActivityApplication(form, { contactNumberRequired: false })).toEqual({
      _tag: "Valid",
      value: { ...form, comment: "字".repeat(140) },
    })
  })

  it("refuses a longer comment", () => {
    expect(
      validateActivityApplication({ comment: "a".repeat(141), images: [] }, { contactNumberRequired: false }),
    ).toEqual({
      _tag: "Invalid",
      problems: { comment: { key: "comment_too_long", params: { max: 140 } } },
    })
  })

  it("refuses more than three images, another type, or a larger file", () => {
    expect(imagesProblem([png("1.png"), png("2.png"), png("3.png"), png("4.png")])).toEqual({
      key: "too_many_images",
      params: { max: 3 },
    })
    expect(imagesProblem([{ name: "a.gif", type: "image/gif", size: 1 }])).toEqual({
      key: "image_type_invalid",
      params: { name: "a.gif" },
    })
    expect(imagesProblem([png("big.png", 5 * MB + 1)])).toEqual({
      key: "image_too_large",
      params: { name: "big.png", maxMb: 5 },
    })
    expect(isImage({ name: "x.png", type: "application/pdf", size: 1 })).toBe(false)
    expect(isImage({ name: "x.pdf", type: "", size: 1 })).toBe(false)
  })

  it("asks a Zalo or WhatsApp number when the promotion needs one", () => {
    const form = { comment: "", images: [], contactNumber: " 0912 " }
    expect(validateActivityApplication(form, { contactNumberRequired: true })).toEqual({
      _tag: "Invalid",
      problems: { contactNumber: { key: "phone_format_invalid", params: {} } },
    })
    expect(
      validateActivityApplication({ ...form, contactNumber: "+84912345678 " }, { contactNumberRequired: true }),
    ).toEqual({
      _tag: "Valid",
      value: { comment: "", images: [], contactNumber: "+84912345678" },
    })
  })
})
