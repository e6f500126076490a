/**
 * The loading state of a lottery page: its menu and the list of opened draws shown (popular, 20, or full, 100; spec
 * section 7), each loading, loaded or failed, with a retry; the lists are asked again once a game's next draw has
 * opened (core's `drawDue`), at most every 15 s. The data itself comes from core's lottery slice; only whether a
 * load of this visit is under way or failed is held here.
 */
import { useCallback, useEffect, useRef, useState } from "react"
import type { LotteryPath } from "../../core/model/LaunchDecision.ts"
import type { DrawList } from "../../core/state/slices/lottery.ts"
import { loadDrawList, loadLotteryMenu } from "../actions/lottery.ts"

/** Where a load stands. */
export type LoadStatus = "loading" | "ready" | "error"

/** What a lottery page's loads look like, and what it can ask for. */
export interface LotteryPageLoads {
  readonly menu: LoadStatus
  readonly draws: LoadStatus
  readonly list: DrawList
  readonly showList: (list: DrawList) => void
  readonly retryMenu: () => Promise<void>
  readonly retryDraws: () => Promise<void>
  /** Asks for the shown list again when a draw is due (throttled). */
  readonly refreshIfDue: () => void
}

/** The minimum time between two automatic refreshes of the lists. */
const refreshEveryMs = 15_000

/** The page's loads, started when the language is known. */
export const useLotteryPage = (page: LotteryPath, languageReady: boolean): LotteryPageLoads => {
  const [menu, setMenu] = useState<LoadStatus>("loading")
  const [draws, setDraws] = useState<LoadStatus>("loading")
  const [list, setList] = useState<DrawList>("popular")
  const live = useRef(true)
  const lastRefresh = useRef(0)
  const listRef = useRef<DrawList>("popular")

  const fetchMenu = useCallback(async () => {
    setMenu("loading")
    const ok = await loadLotteryMenu(page)
    if (live.current) setMenu(ok ? "ready" : "error")
  }, [page])

  const fetchDraws = useCallback(
    async (which: DrawList, quiet = false) => {
      if (!quiet) setDraws("loading")
      const ok = await loadDrawList(page, which)
      // A later choice of list wins over an answer to an earlier one.
      if (live.current && listRef.current === which) setDraws(ok ? "ready" : quiet ? "ready" : "error")
    },
    [page],
  )

  useEffect(() => {
    live.current = true
    return () => {
      live.current = false
    }
  }, [])

  useEffect(() => {
    if (!languageReady) return
    lastRefresh.current = Date.now()
    void fetchMenu()
    void fetchDraws(listRef.current)
  }, [languageReady, fetchMenu, fetchDraws])

  const showList = useCallback(
    (which: DrawList) => {
      if (which === listRef.current) return
      listRef.current = which
      setList(which)
      void fetchDraws(which)
    },
    [fetchDraws],
  )

  const refreshIfDue = useCallback(() => {
    const now = Date.now()
    if (now - lastRefresh.current < refreshEveryMs) return
    lastRefresh.current = now
    void fetchDraws(listRef.current, true)
  }, [fetchDraws])

  return {
    menu,
    draws,
    list,
    showList,
    retryMenu: fetchMenu,
    retryDraws: () => fetchDraws(listRef.current),
    refreshIfDue,
  }
}
