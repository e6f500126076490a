// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { ok } from "../../../core/workflows/testRuntime.ts"
import { asVisitor, renderPage } from "../../content/publicTestKit.tsx"
import { status } from "../../testing/harness.tsx"
import Download from "./Download.tsx"

afterEach(cleanup)

const withApps = (resources: ReadonlyArray<unknown>) => {
  const answer = status() as { status: number; body: { value: { info: Record<string, unknown> } } }
  return ok({ ...answer.body.value, info: { ...answer.body.value.info, resources } })
}

describe("the app download page", () => {
  it("shows a QR code, the download link and the install guide for iOS (mobile-config) and Android", async () => {
    await asVisitor({
      status: withApps([
        { resourceType: "IOS", url: "/down/arena.mobileconfig", qrCodeUrl: null },
        { resourceType: "ANDROID", url: "/down/arena.apk", qrCodeUrl: "/down/android" },
        { resourceType: "TELEGRAM", url: "https://t.me/arena" },
      ]),
    })
    renderPage("/down", <Download />)
    const ios = within(screen.getByRole("region", { name: "iPhone and iPad" }))
    expect(await ios.findByRole("img", { name: "Scan to download the iPhone and iPad app" })).toBeTruthy()
    expect(ios.getByRole("link", { name: "Download for iPhone and iPad" }).getAttribute("href")).toBe(
      "/down/arena.mobileconfig",
    )
    expect(ios.getByRole("heading", { name: "Install on iPhone" })).toBeTruthy()
    expect(ios.getAllByRole("listitem")).toHaveLength(4)
    const android = within(screen.getByRole("region", { name: "Android" }))
    expect(await android.findByRole("img", { name: "Scan to download the Android app" })).toBeTruthy()
    expect(android.getByRole("link", { name: "Download for Android" }).getAttribute("href")).toBe("/down/arena.apk")
    expect(android.getByRole("heading", { name: "Install on Android" })).toBeTruthy()
  })

  it("says an Android link that is a page installs the web app, not an APK, and asks it in the interface language", async () => {
    await asVisitor({
      status: withApps([{ resourceType: "ANDROID", url: "/down/android", qrCodeUrl: "/down/android" }]),
    })
    renderPage("/down", <Download />)
    const android = within(await screen.findByRole("region", { name: "Android" }))
    const link = android.getByRole("link", { name: "Open the Android install page" })
    expect(link.getAttribute("href")).toBe("/down/android?lang=EN")
    expect(link.hasAttribute("download")).toBe(false)
    expect(android.getByText("This is the web app, not an APK: nothing is downloaded.")).toBeTruthy()
    expect(android.queryByText(/Open the downloaded file/)).toBeNull()
  })

  it("says so when the brand offers no app", async () => {
    await asVisitor()
    renderPage("/down", <Download />)
    expect(await screen.findByText("The app is not available for download yet.")).toBeTruthy()
  })
})
