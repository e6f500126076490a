/**
 * App download (spec section 1, "/down" and the floating bar's QR codes): every install link and QR target the brand
 * serves in its resources resolves to a real install target: the iOS configuration profile (a Web Clip of the
 * portal, `application/x-apple-aspen-config`), and an install page for iOS and for Android (the Android one offers
 * the portal as an installable web app with its manifest), in the visitor's language.
 */
import { describe, expect, it } from "vitest"
import { Api } from "../../core/contract/Api.ts"
import { client, fileSandbox } from "./harness.ts"
import { decodes } from "./moneyKit.ts"

const sandbox = fileSandbox()

const get = (path: string, language = "en") =>
  fetch(`${sandbox.url}${path}`, { headers: { "Accept-Language": language } })

describe("the app-download targets", () => {
  it("resolve for every app resource's link and QR code", async () => {
    const info = decodes(Api.status, await client(sandbox.url).get(Api.status.path)).info!
    const apps = (info.resources ?? []).filter((r) => r.resourceType === "IOS" || r.resourceType === "ANDROID")
    expect(apps).toHaveLength(2)
    for (const r of apps) {
      for (const target of [r.url, r.qrCodeUrl]) {
        expect(target, r.resourceType).toBeTruthy()
        const res = await get(target!)
        expect(res.status, target!).toBe(200)
        await res.arrayBuffer()
      }
    }
  })

  it("serve the iOS profile as an installable Web Clip of the portal", async () => {
    const res = await get("/down/arena.mobileconfig")
    expect(res.headers.get("content-type")).toBe("application/x-apple-aspen-config")
    const text = await res.text()
    expect(text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/)
    expect(text).toContain("<string>com.apple.webClip.managed</string>")
    expect(text).toContain("<string>Configuration</string>")
    expect(text).toContain(`<key>URL</key>\n\t\t\t<string>${sandbox.url}/</string>`)
    expect(text).toMatch(/<key>PayloadUUID<\/key>\s*<string>[0-9A-F-]{36}<\/string>/)
  })

  it("serve the install pages in the visitor's language, linking their targets", async () => {
    const ios = await get("/down/ios")
    expect(ios.headers.get("content-type")).toMatch(/^text\/html/)
    expect(await ios.text()).toContain('href="/down/arena.mobileconfig"')
    const android = await get("/down/android", "ja,en;q=0.5")
    const page = await android.text()
    expect(page).toContain('<html lang="ja">')
    expect(page).toContain('rel="manifest" href="/down/arena.webmanifest"')
    expect(page).toContain("ホーム画面に追加")
    const manifest = await get("/down/arena.webmanifest")
    expect(manifest.headers.get("content-type")).toBe("application/manifest+json")
    expect(await manifest.json()).toMatchObject({ start_url: "/", display: "standalone" })
    expect((await get("/down/nothing")).status).toBe(404)
  })

  it("speak the portal's language when its link names one, and carry the brand: logo, name, a way back", async () => {
    // The portal's links add the interface language (the browser's own may differ from the one chosen in the header).
    const page = await (await get("/down/android?lang=th", "en")).text()
    expect(page).toContain('<html lang="th">')
    expect(page).toContain("เพิ่มไปยังหน้าจอหลัก")
    expect(page).toContain('<img src="/favicon.svg"')
    expect(page).toMatch(/<header[^>]*>.*Arena.*<\/header>/s)
    expect(page).toContain('<a href="/"')
    expect(await (await get("/down/ios?lang=PT", "en")).text()).toContain('<html lang="pt">')
    expect(await (await get("/down/ios?lang=xx", "ja")).text()).toContain('<html lang="ja">')
  })

  it("say on the Android page that it installs a web app, not a package to download (no APK)", async () => {
    for (const lang of ["en", "zh-CN", "ja", "th", "vi", "pt"]) {
      const page = await (await get(`/down/android?lang=${lang}`)).text()
      expect(page, lang).toMatch(/<p class="note">[^<]+<\/p>/)
    }
    expect(await (await get("/down/android?lang=en")).text()).toContain("not an APK")
  })
})
