import { describe, expect, it } from "vitest"
import { imageOf, maxImageBytes } from "./images.ts"

const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])
const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2])

describe("uploaded images", () => {
  it("reads png and jpg by their signature, with or without a data URL prefix", () => {
    expect(imageOf("f", png.toString("base64")).mime).toBe("image/png")
    expect(imageOf("f", `data:image/jpeg;base64,${jpeg.toString("base64")}`).mime).toBe("image/jpeg")
    expect(imageOf("f", `data:image/png;base64,${jpeg.toString("base64")}`).mime).toBe("image/jpeg")
  })
  it("refuses other types whatever they claim, bad base64 and images over 5 MB", () => {
    expect(() => imageOf("f", `data:image/png;base64,${Buffer.from("GIF89a").toString("base64")}`)).toThrow(
      expect.objectContaining({ errorCode: "image_type_invalid" }),
    )
    expect(() => imageOf("f", "@@@@")).toThrow(expect.objectContaining({ errorCode: "image_type_invalid" }))
    expect(() => imageOf("f", "")).toThrow(expect.objectContaining({ errorCode: "image_type_invalid" }))
    const big = Buffer.concat([png, Buffer.alloc(maxImageBytes)]).toString("base64")
    expect(() => imageOf("f", big)).toThrow(expect.objectContaining({ errorCode: "image_too_large" }))
    const exact = Buffer.concat([png, Buffer.alloc(maxImageBytes - png.length)]).toString("base64")
    expect(imageOf("f", exact).bytes.length).toBe(maxImageBytes)
  })
})
