/**
 * The search box of a lobby ("search within a lobby"): the text as typed, and the term searched for once
 * typing pauses (300 ms, so a word is one request rather than one per key), trimmed.
 */
import { useEffect, useState } from "react"

/** How long typing must pause before the search runs. */
export const searchPauseMs = 300

/** The typed text, its setter, and the settled term. */
export const useLobbySearch = (): readonly [string, (text: string) => void, string] => {
  const [text, setText] = useState("")
  const [term, setTerm] = useState("")
  useEffect(() => {
    const trimmed = text.trim()
    if (trimmed === "") {
      setTerm("")
      return
    }
    const timer = setTimeout(() => setTerm(trimmed), searchPauseMs)
    return () => clearTimeout(timer)
  }, [text])
  return [text, setText, term] as const
}
