/**
 * The app-download targets of the demo brand (spec section 1 "app download", section 2 "/down" and the floating
 * bar's QR codes), so every link and QR code of the brand's resources (seed/brand.ts) resolves:
 * - `/down/arena.mobileconfig`: an iOS configuration profile holding a Web Clip of the portal (the platform's "iOS
 *   mobile-config link"), served as `application/x-apple-aspen-config` so Safari offers to install it;
 * - `/down/ios` and `/down/android`: install pages in the visitor's language (Accept-Language, one of the portal's six),
 *   the QR codes' targets; the Android page offers the portal as an installable web app (`/down/arena.webmanifest`),
 *   since the sandbox builds no native package;
 * - anything else under `/down/` is a 404, not the portal's not-found page.
 */
import { createHash } from "node:crypto"
import type { IncomingMessage, ServerResponse } from "node:http"
import { defaultLanguage, Language, parseLanguage } from "../../core/model/Language.ts"
import type { RouteFactory } from "../routes.ts"

type PageLanguage = Language
const languages: ReadonlyArray<Language> = Language.literals

interface PageTexts {
  readonly title: string
  readonly ios: ReadonlyArray<string>
  readonly iosLink: string
  readonly android: ReadonlyArray<string>
  /** What the Android page installs: a web app, not a package (the sandbox builds no APK). */
  readonly androidNote: string
  readonly open: string
}

const texts: Record<PageLanguage, PageTexts> = {
  en: {
    title: "Install Arena",
    ios: [
      "Open this page in Safari and tap “Install the profile”.",
      "Open Settings, tap “Profile Downloaded”, then Install.",
      "Arena appears on your Home Screen.",
    ],
    iosLink: "Install the profile",
    android: [
      "Open this page in Chrome.",
      "Tap the menu ⋮, then “Add to Home screen” (or “Install app”).",
      "Arena appears on your Home screen and opens full screen.",
    ],
    androidNote:
      "This is Arena as a web app, not an APK: nothing to download, it installs from your browser and keeps itself up to date.",
    open: "Open Arena",
  },
  "zh-CN": {
    title: "安装 Arena",
    ios: [
      "请用 Safari 打开本页，点击“安装描述文件”。",
      "打开“设置”，点击“已下载描述文件”，然后点击安装。",
      "Arena 将出现在主屏幕上。",
    ],
    iosLink: "安装描述文件",
    android: [
      "请用 Chrome 打开本页。",
      "点击菜单 ⋮，选择“添加到主屏幕”（或“安装应用”）。",
      "Arena 将出现在主屏幕上，并以全屏打开。",
    ],
    androidNote: "这是 Arena 的网页应用，不是 APK：无需下载文件，直接从浏览器安装，并自动保持最新。",
    open: "打开 Arena",
  },
  th: {
    title: "ติดตั้ง Arena",
    ios: [
      "เปิดหน้านี้ใน Safari แล้วแตะ “ติดตั้งโปรไฟล์”",
      "เปิดการตั้งค่า แตะ “ดาวน์โหลดโปรไฟล์แล้ว” แล้วแตะติดตั้ง",
      "Arena จะปรากฏบนหน้าจอโฮมของคุณ",
    ],
    iosLink: "ติดตั้งโปรไฟล์",
    android: [
      "เปิดหน้านี้ใน Chrome",
      "แตะเมนู ⋮ แล้วเลือก “เพิ่มไปยังหน้าจอหลัก” (หรือ “ติดตั้งแอป”)",
      "Arena จะปรากฏบนหน้าจอหลักและเปิดแบบเต็มหน้าจอ",
    ],
    androidNote: "นี่คือ Arena แบบเว็บแอป ไม่ใช่ไฟล์ APK: ไม่ต้องดาวน์โหลดไฟล์ ติดตั้งจากเบราว์เซอร์ได้เลยและอัปเดตเองเสมอ",
    open: "เปิด Arena",
  },
  vi: {
    title: "Cài đặt Arena",
    ios: [
      "Mở trang này bằng Safari và chạm “Cài đặt cấu hình”.",
      "Mở Cài đặt, chạm “Đã tải về hồ sơ”, rồi chạm Cài đặt.",
      "Arena sẽ xuất hiện trên Màn hình chính.",
    ],
    iosLink: "Cài đặt cấu hình",
    android: [
      "Mở trang này bằng Chrome.",
      "Chạm menu ⋮, rồi chọn “Thêm vào màn hình chính” (hoặc “Cài đặt ứng dụng”).",
      "Arena sẽ xuất hiện trên Màn hình chính và mở toàn màn hình.",
    ],
    androidNote:
      "Đây là Arena dạng ứng dụng web, không phải tệp APK: không cần tải tệp, cài ngay từ trình duyệt và luôn tự cập nhật.",
    open: "Mở Arena",
  },
  ja: {
    title: "Arena をインストール",
    ios: [
      "このページを Safari で開き、「プロファイルをインストール」をタップします。",
      "設定を開き、「プロファイルがダウンロードされました」をタップしてインストールします。",
      "ホーム画面に Arena が表示されます。",
    ],
    iosLink: "プロファイルをインストール",
    android: [
      "このページを Chrome で開きます。",
      "メニュー ⋮ をタップし、「ホーム画面に追加」（または「アプリをインストール」）を選びます。",
      "ホーム画面に Arena が表示され、全画面で開きます。",
    ],
    androidNote:
      "これはウェブアプリ版の Arena で、APK ではありません。ファイルのダウンロードは不要で、ブラウザから追加でき、常に最新の状態に保たれます。",
    open: "Arena を開く",
  },
  pt: {
    title: "Instalar o Arena",
    ios: [
      "Abra esta página no Safari e toque em “Instalar o perfil”.",
      "Abra os Ajustes, toque em “Perfil Transferido” e depois em Instalar.",
      "O Arena aparece na sua Tela de Início.",
    ],
    iosLink: "Instalar o perfil",
    android: [
      "Abra esta página no Chrome.",
      "Toque no menu ⋮ e depois em “Adicionar à tela inicial” (ou “Instalar app”).",
      "O Arena aparece na sua tela inicial e abre em tela cheia.",
    ],
    androidNote:
      "Este é o Arena como app da web, não um APK: nada para baixar, ele se instala pelo navegador e se mantém atualizado.",
    open: "Abrir o Arena",
  },
}

/**
 * The language the portal's link names (`?lang=`, its interface language, as i18n code or the platform's code: the
 * one chosen in the header may differ from the browser's), else the first of the visitor's languages the pages speak
 * (a bare `zh` is Simplified Chinese), else English.
 */
export const pageLanguage = (acceptLanguage: string | undefined, requested?: string | null): PageLanguage => {
  const named = parseLanguage(requested)
  if (named !== undefined) return named
  for (const part of (acceptLanguage ?? "").split(",")) {
    const tag = (part.split(";")[0] ?? "").trim().toLowerCase()
    const found = languages.find((l) => l.toLowerCase() === tag || l.toLowerCase().split("-")[0] === tag.split("-")[0])
    if (found !== undefined) return found
  }
  return defaultLanguage
}

const escapeText = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;")

/** A stable UUID for a name (a profile keeps its identity per portal address, so reinstalling replaces it). */
const uuidOf = (name: string): string => {
  const h = createHash("sha256").update(name).digest("hex").toUpperCase()
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`
}

/** The iOS configuration profile: one Web Clip payload opening the portal full screen. */
export const mobileConfig = (origin: string): string => {
  const o = escapeText(origin)
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
	<key>PayloadContent</key>
	<array>
		<dict>
			<key>FullScreen</key>
			<true/>
			<key>IsRemovable</key>
			<true/>
			<key>Label</key>
			<string>Arena</string>
			<key>PayloadDisplayName</key>
			<string>Arena</string>
			<key>PayloadIdentifier</key>
			<string>arena.webclip</string>
			<key>PayloadType</key>
			<string>com.apple.webClip.managed</string>
			<key>PayloadUUID</key>
			<string>${uuidOf(`${origin} webclip`)}</string>
			<key>PayloadVersion</key>
			<integer>1</integer>
			<key>Precomposed</key>
			<true/>
			<key>URL</key>
			<string>${o}/</string>
		</dict>
	</array>
	<key>PayloadDisplayName</key>
	<string>Arena</string>
	<key>PayloadIdentifier</key>
	<string>arena.profile</string>
	<key>PayloadRemovalDisallowed</key>
	<false/>
	<key>PayloadType</key>
	<string>Configuration</string>
	<key>PayloadUUID</key>
	<string>${uuidOf(`${origin} profile`)}</string>
	<key>PayloadVersion</key>
	<integer>1</integer>
</dict>
</plist>
`
}

const manifest = JSON.stringify({
  name: "Arena",
  short_name: "Arena",
  start_url: "/",
  scope: "/",
  display: "standalone",
  background_color: "#0b1020",
  theme_color: "#0b1020",
  icons: [{ src: "/favicon.svg", sizes: "any", type: "image/svg+xml" }],
})

/** The brand's look (the portal's dark theme), inline: the page is served alone, without the portal's styles. */
const style =
  "body{margin:0;font-family:system-ui,sans-serif;background:#0b1020;color:#e8ecf4;line-height:1.5}" +
  "header{display:flex;align-items:center;gap:10px;padding:14px 20px;border-bottom:1px solid #1f2a44}" +
  "header a{display:flex;align-items:center;gap:10px;color:inherit;text-decoration:none;font-weight:700;text-transform:uppercase;" +
  "letter-spacing:.08em}main{max-width:560px;margin:0 auto;padding:24px 20px}h1{font-size:1.6rem}" +
  "ol{padding-left:1.2em}li{margin:.4em 0}.note{background:#151d33;border-radius:8px;padding:10px 14px}" +
  ".action{display:inline-block;margin-top:8px;padding:10px 18px;border-radius:8px;background:#f5b50a;" +
  "color:#0b1020;font-weight:700;text-decoration:none}"

const installPage = (language: PageLanguage, device: "ios" | "android"): string => {
  const t = texts[language]
  const steps = (device === "ios" ? t.ios : t.android).map((s) => `<li>${escapeText(s)}</li>`).join("")
  const action =
    device === "ios"
      ? `<a class="action" href="/down/arena.mobileconfig">${escapeText(t.iosLink)}</a>`
      : `<a class="action" href="/">${escapeText(t.open)}</a>`
  const note = device === "android" ? `<p class="note">${escapeText(t.androidNote)}</p>` : ""
  const head = device === "android" ? '<link rel="manifest" href="/down/arena.webmanifest">' : ""
  const brand = '<header><a href="/"><img src="/favicon.svg" alt="" width="28" height="28">Arena</a></header>'
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">${head}<link rel="icon" href="/favicon.svg"><title>${escapeText(t.title)}</title><style>${style}</style></head><body>${brand}<main><h1>${escapeText(t.title)}</h1>${note}<ol>${steps}</ol><p>${action}</p></main></body></html>`
}

const send = (req: IncomingMessage, res: ServerResponse, status: number, type: string, body: string, extra = {}) => {
  res.writeHead(status, {
    "Content-Type": type,
    "Content-Length": Buffer.byteLength(body),
    "Cache-Control": "no-cache",
    ...extra,
  })
  res.end(req.method === "HEAD" ? undefined : body)
}

export const appDownloadRoute: RouteFactory = () => (req, res, url) => {
  if (!url.pathname.startsWith("/down/") || (req.method !== "GET" && req.method !== "HEAD")) return false
  const language = pageLanguage(req.headers["accept-language"], url.searchParams.get("lang"))
  const html = "text/html; charset=utf-8"
  const vary = { Vary: "Accept-Language" }
  switch (url.pathname) {
    case "/down/arena.mobileconfig":
      send(
        req,
        res,
        200,
        "application/x-apple-aspen-config",
        mobileConfig(`http://${req.headers.host ?? "localhost"}`),
        {
          "Content-Disposition": 'attachment; filename="arena.mobileconfig"',
        },
      )
      break
    case "/down/arena.webmanifest":
      send(req, res, 200, "application/manifest+json", manifest)
      break
    case "/down/ios":
      send(req, res, 200, html, installPage(language, "ios"), vary)
      break
    case "/down/android":
      send(req, res, 200, html, installPage(language, "android"), vary)
      break
    default:
      send(req, res, 404, "text/plain; charset=utf-8", "Not found")
  }
  return true
}
