import { describe, expect, it } from "vitest"
import { areaOf, chunkNamer, type Graph, stringsChunkOf } from "./chunkRule.ts"

/** A module graph given as `importer -> [static imports]` and `importer -> [lazy imports]`, entry `ui/main.tsx`. */
const graphOf = (
  statics: Readonly<Record<string, ReadonlyArray<string>>>,
  lazies: Readonly<Record<string, ReadonlyArray<string>>>,
): Graph => {
  const importersIn = (edges: Readonly<Record<string, ReadonlyArray<string>>>, id: string) =>
    Object.entries(edges)
      .filter(([, to]) => to.includes(id))
      .map(([from]) => `/p/${from}`)
  const plain = (id: string) => id.replace("/p/", "")
  const initial = (id: string): boolean =>
    plain(id) === "ui/main.tsx" || importersIn(statics, plain(id)).some((i) => initial(i))
  return {
    root: "/p",
    isInitial: initial,
    importers: (id) => importersIn(statics, plain(id)),
    dynamicImporters: (id) => importersIn(lazies, plain(id)),
  }
}

describe("the chunk rule", () => {
  it("puts a ui file in its folder's area and a route section in its route's chunk", () => {
    expect(areaOf("ui/memberCentre/pages/NewPage.tsx")).toBe("memberCentre")
    expect(areaOf("ui/sections/vip/Vip.tsx")).toBe("route-vip")
    expect(areaOf("ui/components/Modal.tsx")).toBeUndefined()
    expect(areaOf("core/workflows/withdraw.ts")).toBeUndefined()
  })

  it("keeps the first view's strings apart from the rest, per language", () => {
    expect(stringsChunkOf("ui/i18n/locales/ja/home.json")).toBe("strings-ja")
    expect(stringsChunkOf("ui/i18n/locales/ja/memberCentre.json")).toBe("strings-ja-more")
    // The home page's lower blocks: their strings only, not every other string of the language.
    expect(stringsChunkOf("ui/i18n/locales/ja/homeMore.json")).toBe("strings-ja-home")
    // The game lobbies: theirs only, too.
    expect(stringsChunkOf("ui/i18n/locales/pt/games.json")).toBe("strings-pt-games")
    expect(stringsChunkOf("ui/memberCentre/pages/NewPage.tsx")).toBeUndefined()
  })

  it("sends a core module to the one area using it, to shared when several do, to the start before any", () => {
    const chunk = chunkNamer(
      graphOf(
        {
          "ui/main.tsx": ["ui/actions/start.ts", "ui/actions/money.ts"],
          "ui/memberCentre/Withdraw.tsx": [
            "ui/actions/money.ts",
            "core/workflows/withdraw.ts",
            "core/workflows/loadSettings.ts",
          ],
          "ui/agentCentre/Report.tsx": ["core/model/Page.ts"],
          "core/workflows/withdraw.ts": ["core/model/Withdrawal.ts", "core/model/Page.ts"],
          "core/workflows/restoreSession.ts": ["core/model/Session.ts"],
          "core/workflows/loadSettings.ts": ["core/model/Session.ts"],
        },
        {
          "ui/main.tsx": ["ui/memberCentre/Withdraw.tsx", "ui/agentCentre/Report.tsx"],
          "ui/actions/start.ts": ["core/workflows/restoreSession.ts"],
        },
      ),
    )
    expect(chunk("/p/ui/actions/money.ts")).toBeNull()
    expect(chunk("/p/ui/memberCentre/Withdraw.tsx")).toBe("memberCentre")
    expect(chunk("/p/core/workflows/withdraw.ts")).toBe("memberCentre")
    expect(chunk("/p/core/model/Withdrawal.ts")).toBe("memberCentre")
    expect(chunk("/p/core/model/Page.ts")).toBe("shared")
    expect(chunk("/p/core/workflows/restoreSession.ts")).toBe("start")
    expect(chunk("/p/core/model/Session.ts")).toBe("start")
  })

  it("keeps a widget's lazy library out of the area that shows the widget", () => {
    const chunk = chunkNamer(
      graphOf(
        { "ui/main.tsx": ["ui/app/App.tsx"], "ui/records/List.tsx": ["ui/components/SafeHtml.tsx"] },
        { "ui/app/App.tsx": ["ui/records/List.tsx"], "ui/components/SafeHtml.tsx": ["ui/components/sanitize.ts"] },
      ),
    )
    expect(chunk("/p/ui/components/SafeHtml.tsx")).toBe("records")
    expect(chunk("/p/ui/components/sanitize.ts")).toBe("SafeHtml-calls")
  })

  it("gives what the home page's first screen shares with other areas to the first screen's area, not to shared", () => {
    const chunk = chunkNamer(
      graphOf(
        {
          "ui/main.tsx": ["ui/app/App.tsx"],
          "ui/layout/Footer.tsx": ["ui/components/Modal.tsx"],
          "ui/memberCentre/Page.tsx": ["ui/components/Modal.tsx", "ui/components/Table.tsx"],
          "ui/records/List.tsx": ["ui/components/Table.tsx"],
        },
        { "ui/app/App.tsx": ["ui/layout/Footer.tsx", "ui/memberCentre/Page.tsx", "ui/records/List.tsx"] },
      ),
    )
    expect(chunk("/p/ui/components/Modal.tsx")).toBe("layout")
    expect(chunk("/p/ui/components/Table.tsx")).toBe("shared")
  })

  it("names what a file of the entry loads lazily after that file, apart from the area folders", () => {
    const chunk = chunkNamer(
      graphOf({ "ui/main.tsx": ["ui/actions/games.ts"] }, { "ui/actions/games.ts": ["core/workflows/launchGame.ts"] }),
    )
    expect(chunk("/p/core/workflows/launchGame.ts")).toBe("games-calls")
  })
})
