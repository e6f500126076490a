import { describe, expect, it } from "vitest"
import { appDownloads } from "./appDownloads.ts"

describe("appDownloads", () => {
  it("keeps the iOS then Android resources that have a link", () => {
    const resources = [
      { resourceType: "ANDROID", url: "/a.apk" },
      { resourceType: "TELEGRAM", url: "https://t.me/x" },
      { resourceType: "ios", qrCodeUrl: "/down/ios" },
      { resourceType: "IOS", url: null, qrCodeUrl: null },
    ]
    expect(appDownloads(resources).map((r) => r.resourceType)).toEqual(["ios", "ANDROID"])
  })
})
