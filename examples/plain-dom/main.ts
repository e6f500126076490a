/**
 * A shell of the Arena core without React: plain DOM, the library's entry points only (docs/integrating.md). The
 * store holds the state; this page renders the core's projections after each event and calls the facade's Promises
 * on the person's actions. `?api=` names the platform (it must list this page's origin in ARENA_CORS_ORIGINS),
 * `?merchant=` the brand.
 */
import { createArena } from "@arena-portal/sdk"
import { GameItem } from "@arena-portal/sdk/core/model"
import { HomeBanners, LoggedInBar } from "@arena-portal/sdk/core/projections"
import type { State } from "@arena-portal/sdk/core/state"
import { loadAnnouncements, loadHotGames, logout, refreshBalance } from "@arena-portal/sdk/core/workflows"

const params = new URL(location.href).searchParams
const baseUrl = params.get("api") ?? "http://127.0.0.1:8080"
const arena = createArena({ baseUrl, merchantCode: params.get("merchant") ?? "arena", storage: "browser" })
const language = "EN"

const byId = <E extends HTMLElement>(id: string) => document.getElementById(id) as E
const errorBox = byId<HTMLParagraphElement>("error")
const member = byId<HTMLElement>("member")
const loginForm = byId<HTMLFormElement>("login")
const launched = byId<HTMLParagraphElement>("launched")

/** Runs an action, showing its failure (an ArenaError names its tag, endpoint and the platform's code). */
const attempt = async (action: () => Promise<unknown>): Promise<void> => {
  errorBox.textContent = ""
  try {
    await action()
  } catch (error) {
    errorBox.textContent = error instanceof Error ? error.message : String(error)
  }
}

const item = (...children: ReadonlyArray<Node | string>): HTMLLIElement => {
  const li = document.createElement("li")
  li.append(...children)
  return li
}

const playButton = (game: GameItem.GameItem): HTMLButtonElement => {
  const button = document.createElement("button")
  button.type = "button"
  button.textContent = `Play ${GameItem.gameTitle(game)}`
  button.onclick = () =>
    attempt(async () => {
      const result = await arena.launchGame({ _tag: "Game", vendor: game.vassalage ?? "", game }, { language })
      launched.replaceChildren()
      if (result.url === undefined) {
        launched.textContent = `Not started: ${result.decision._tag}`
        return
      }
      const link = document.createElement("a")
      link.href = result.url
      link.target = "_blank"
      link.rel = "noopener"
      link.textContent = "Open the game"
      launched.append(`${GameItem.gameTitle(game)} started. `, link)
    })
  return button
}

/** Renders the state: the bar or the login form, the banners, the hot games. */
const render = (state: State.State): void => {
  const bar = LoggedInBar.loggedInBar(state)
  member.hidden = !bar.visible
  loginForm.hidden = bar.visible
  byId("account").textContent = bar.account
  byId("balance").textContent = bar.balanceText
  byId("banners").replaceChildren(
    ...HomeBanners.homeBanners(state.content.banners).map((banner) => {
      const image = document.createElement("img")
      image.src = new URL(banner.url ?? "", baseUrl).href
      image.alt = banner.title ?? ""
      return item(image, banner.title ?? "")
    }),
  )
  byId("games").replaceChildren(...state.catalogue.hot.slice(0, 8).map((game) => item(playButton(game))))
}

arena.subscribe((state) => render(state))
render(arena.state())

loginForm.onsubmit = (e) => {
  e.preventDefault()
  const data = new FormData(loginForm)
  void attempt(async () => {
    const outcome = await arena.login({
      username: String(data.get("username")),
      password: String(data.get("password")),
      remember: false,
    })
    if (outcome === "passwordChangeRequired") throw new Error("The platform asks for a new password first.")
    await arena.run(refreshBalance)
    loginForm.reset()
  })
}
byId("refresh").onclick = () => attempt(() => arena.run(refreshBalance))
byId("logout").onclick = () =>
  attempt(async () => {
    await arena.run(logout)
    launched.replaceChildren()
  })

void attempt(() => Promise.all([arena.run(loadAnnouncements()), arena.run(loadHotGames(language))]))
