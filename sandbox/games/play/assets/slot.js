/*
 * The demo slot's page script (sandbox/games/play/slotPage.ts renders the page). It runs in a sandboxed iframe whose
 * origin is "null": it talks to the game API with the launch token from its own address, without cookies, and the
 * API answers CORS. A spin sends a round id of its own making, so a retried request never plays twice. After each
 * settled round it tells the portal around it that the balance moved (`arena:balance`), at the portal's origin only.
 */
;(() => {
  const token = new URLSearchParams(window.location.search).get("t") ?? ""
  const byId = (id) => document.getElementById(id)
  const reels = Array.from(document.querySelectorAll(".reel"))
  const spinButton = byId("spin")
  const stakeSelect = byId("stake")
  const balanceOut = byId("balance")
  const winOut = byId("win")
  const statusOut = byId("status")
  const emptyBox = byId("empty")
  const historyList = byId("history")
  const symbols = ["SEVEN", "BAR", "BELL", "STAR", "PLUM", "LEMON", "CHERRY"]

  const hue = Number(document.body.dataset.hue)
  // Fun mode plays on play money (sandbox/games/funPlay.ts): no wallet moves, so the portal has no balance to refresh.
  const fun = document.body.dataset.fun === "1"
  if (Number.isFinite(hue)) document.documentElement.style.setProperty("--hue", String(hue))

  let lines = []
  let balance = 0
  let currency = "P"
  let busy = false
  let ended = false

  const money = (cents) => {
    const sign = cents < 0 ? "-" : ""
    const abs = Math.abs(cents)
    const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ",")
    return `${sign}${currency} ${whole}.${String(abs % 100).padStart(2, "0")}`
  }

  // The portal showing this page (ui/games/GameStage.tsx) refreshes its balance on `arena:balance`. The sandbox serves
  // its games on the portal's own origin (games/launch.ts builds the address from it), so the portal's origin is the
  // origin of this page's address; the document's own origin is "null" (a sandboxed frame), so not `self.origin`.
  const portalOrigin = window.location.origin

  const tellPortal = () => {
    if (fun) return
    try {
      window.parent.postMessage({ type: "arena:balance" }, portalOrigin)
    } catch {
      // No portal to tell (an address without an origin): the game plays on.
    }
  }

  const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

  class GameError extends Error {
    constructor(message, code, status) {
      super(message)
      this.code = code
      this.status = status
    }
  }

  const call = async (path, body) => {
    const init =
      body === undefined
        ? { credentials: "omit", cache: "no-store" }
        : {
            method: "POST",
            credentials: "omit",
            cache: "no-store",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify(body),
          }
    const res = await fetch(path, init)
    let json = null
    try {
      json = await res.json()
    } catch {
      json = null
    }
    if (!res.ok || json === null || json.success !== true) {
      throw new GameError(json?.message ?? `The game server answered ${res.status}`, json?.errorCode, res.status)
    }
    return json.value
  }

  const newRoundId = () => {
    const bytes = new Uint8Array(16)
    crypto.getRandomValues(bytes)
    return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("")
  }

  const say = (text, tone = "") => {
    statusOut.textContent = text
    statusOut.className = `status ${tone}`
  }

  const stake = () => Number(stakeSelect.value)

  const refreshControls = () => {
    const short = balance < stake()
    emptyBox.hidden = !short || ended
    spinButton.disabled = busy || short || ended
  }

  const setBalance = (cents) => {
    balance = cents
    balanceOut.textContent = money(cents)
    refreshControls()
  }

  const cells = (r) => Array.from(reels[r].querySelectorAll("img"))

  const showReel = (r, column) => {
    for (const [row, img] of cells(r).entries()) {
      img.src = `/play/symbols/${column[row]}.svg`
      img.alt = column[row].toLowerCase()
    }
  }

  const clearHits = () => {
    for (const img of document.querySelectorAll(".reel img.hit")) img.classList.remove("hit")
  }

  const markHits = (wins) => {
    for (const w of wins) {
      const rows = lines[w.line] ?? []
      for (let r = 0; r < w.count; r++) cells(r)[rows[r]]?.classList.add("hit")
    }
  }

  const addHistory = (round, prepend) => {
    historyList.querySelector(".none")?.remove()
    const li = document.createElement("li")
    const net = round.payout - round.stake
    li.className = round.payout > 0 ? "won" : "lost"
    li.textContent = `${money(round.stake)} → ${money(round.payout)} (${net >= 0 ? "+" : ""}${money(net)})`
    if (prepend) historyList.prepend(li)
    else historyList.append(li)
    while (historyList.children.length > 10) historyList.lastElementChild.remove()
  }

  /** Cycles random symbols on the reels while the round is asked for. */
  const blur = () => {
    for (const reel of reels) reel.classList.add("spinning")
    const timer = setInterval(() => {
      for (const reel of reels) {
        if (!reel.classList.contains("spinning")) continue
        for (const img of reel.querySelectorAll("img")) {
          img.src = `/play/symbols/${symbols[Math.floor(Math.random() * symbols.length)]}.svg`
        }
      }
    }, 90)
    return () => clearInterval(timer)
  }

  /** Plays a round, retrying once with the same round id if the network failed. */
  const play = async (roundId, amount) => {
    try {
      return await call("/play/api/spin", { t: token, roundId, stake: amount })
    } catch (e) {
      if (e instanceof GameError) throw e
      await wait(800)
      return call("/play/api/spin", { t: token, roundId, stake: amount })
    }
  }

  const endSession = (message) => {
    ended = true
    say(message, "bad")
    refreshControls()
  }

  const spin = async () => {
    if (busy || ended || balance < stake()) return
    busy = true
    refreshControls()
    clearHits()
    winOut.textContent = money(0)
    winOut.classList.remove("big")
    say("Good luck…")
    const stop = blur()
    let round
    try {
      round = await play(newRoundId(), stake())
    } catch (e) {
      stop()
      for (const reel of reels) reel.classList.remove("spinning")
      busy = false
      if (e instanceof GameError && e.status === 401) endSession(e.message)
      else if (e instanceof GameError && (e.code === "balance_not_enough" || e.code === "play_balance_not_enough")) {
        say(e.message, "bad")
        refreshControls()
        emptyBox.hidden = false
      } else say(e instanceof Error ? e.message : "The round could not be played", "bad")
      refreshControls()
      return
    }
    for (const [r, reel] of reels.entries()) {
      await wait(r === 0 ? 350 : 220)
      reel.classList.remove("spinning")
      showReel(r, round.window[r])
    }
    stop()
    markHits(round.wins)
    winOut.textContent = money(round.payout)
    if (round.payout >= round.stake * 5) winOut.classList.add("big")
    say(
      round.payout > 0
        ? `You won ${money(round.payout)} on ${round.wins.length} line${round.wins.length === 1 ? "" : "s"}!`
        : "No win this time.",
      round.payout > 0 ? "good" : "",
    )
    addHistory(round, true)
    busy = false
    setBalance(round.balance)
    tellPortal()
  }

  const load = async () => {
    try {
      const s = await call(`/play/api/session?t=${encodeURIComponent(token)}`)
      currency = s.currency
      lines = s.lines
      historyList.replaceChildren()
      for (const r of s.history) addHistory(r, false)
      if (s.history.length === 0) {
        const li = document.createElement("li")
        li.className = "none"
        li.textContent = "No rounds yet."
        historyList.append(li)
      }
      setBalance(s.wallet.balance)
      say(
        balance >= stake()
          ? fun
            ? "Playing for fun: pick a stake and spin."
            : "Pick a stake and spin."
          : fun
            ? "Your play money cannot cover the stake."
            : `Your ${s.game.vendorName} wallet cannot cover the stake.`,
      )
    } catch (e) {
      if (e instanceof GameError && e.status === 401) endSession(e.message)
      else say(e instanceof Error ? e.message : "The game could not load", "bad")
    }
  }

  spinButton.addEventListener("click", () => {
    void spin()
  })
  stakeSelect.addEventListener("change", refreshControls)
  byId("refresh").addEventListener("click", () => {
    void load()
  })
  document.addEventListener("keydown", (e) => {
    if ((e.key === " " || e.key === "Enter") && e.target === document.body) {
      e.preventDefault()
      void spin()
    }
  })
  void load()
})()
