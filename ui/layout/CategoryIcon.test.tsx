// @vitest-environment happy-dom
/** The menu's icons: each name the component knows is a symbol of the sprite it points to, and no symbol is spare. */
import { readFileSync } from "node:fs"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"
import { cleanup, render } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { CategoryIcon, iconNames, menuIcons } from "./CategoryIcon.tsx"

afterEach(cleanup)

const sprite = readFileSync(join(dirname(fileURLToPath(import.meta.url)), "../public/menu-icons.svg"), "utf8")
const symbols = [...sprite.matchAll(/<symbol id="([A-Z]+)" viewBox="0 0 24 24"><path d="[^"]+"/g)].map((m) => m[1])

describe("the menu icons", () => {
  it("draws every name the component knows, each once, and nothing else", () => {
    expect(new Set(symbols)).toEqual(iconNames)
    expect(symbols).toHaveLength(iconNames.size)
    expect(sprite.match(/<symbol /g)).toHaveLength(iconNames.size)
  })
  it("points at the item's symbol, or at home's for a name it does not know", () => {
    const { container } = render(
      <>
        <CategoryIcon name="RNG" />
        <CategoryIcon name="NOPE" size={24} />
      </>,
    )
    const uses = [...container.querySelectorAll("use")].map((u) => u.getAttribute("href"))
    expect(uses).toEqual([`${menuIcons}#RNG`, `${menuIcons}#HOME`])
    expect(container.querySelectorAll("svg")[1]?.getAttribute("width")).toBe("24")
  })
})
