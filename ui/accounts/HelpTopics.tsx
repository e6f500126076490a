/**
 * The help centre's content (spec section 2 "help centre", /help): the topic tree of `GET /wps/system/helpCenter` in
 * the interface's language (loaded again when the language changes), a navigation of every topic and sub-topic, and
 * the chosen topic's HTML through the one sanitiser (SafeHtml), its sub-topics linked beneath. Opened on a topic by
 * its tag (the user agreement "term" from the register modal), else on the first. While the topics load their shape
 * shows; a failure offers a retry. Used by the help-centre modal; the /help page can hold it as it is. A new
 * requested tag (the /help page's hash changed) opens its topic, even after another was picked.
 */
import { useId, useRef, useState } from "react"
import type { HelpTopic } from "../../core/model/HelpCentre.ts"
import { loadHelp } from "../actions/help.ts"
import { useLoad } from "../app/useLoad.ts"
import { Button } from "../components/Button.tsx"
import { LoadFailed } from "../components/LoadFailed.tsx"
import { SafeHtml } from "../components/SafeHtml.tsx"
import { Skeleton } from "../components/Skeleton.tsx"
import { useT } from "../i18n/useT.ts"
import "./ListArticle.css"
import "./HelpTopics.css"
import { useCore } from "../state/useCore.ts"

/** A topic's place in the tree: its index at each level. */
type Path = ReadonlyArray<number>

const keyOf = (p: Path): string => p.join(".")

const topicAt = (topics: ReadonlyArray<HelpTopic>, path: Path): HelpTopic | undefined => {
  let list: ReadonlyArray<HelpTopic> = topics
  let found: HelpTopic | undefined
  for (const i of path) {
    found = list[i]
    if (found === undefined) return undefined
    list = found.children ?? []
  }
  return found
}

const pathOfTag = (topics: ReadonlyArray<HelpTopic>, tag: string, at: Path = []): Path | undefined => {
  for (const [i, t] of topics.entries()) {
    const here = [...at, i]
    if (t.tag === tag) return here
    const inner = pathOfTag(t.children ?? [], tag, here)
    if (inner !== undefined) return inner
  }
  return undefined
}

export interface HelpTopicsProps {
  /** The tag of the topic to open on. */
  readonly initialTag?: string | undefined
}

/** The topics and the chosen one's content. */
export function HelpTopics({ initialTag }: HelpTopicsProps) {
  const t = useT("help")
  const { content, language } = useCore()
  const topics = content.help
  // The topics already loaded show at once; they are asked for again in the interface's language behind them.
  const { status, retry } = useLoad(() => loadHelp(language.current), [language.current], {
    background: true,
    shown: topics.length > 0,
  })
  const [chosen, setChosen] = useState<Path | undefined>(undefined)
  // A new requested tag wins over the topic picked before it (React's "adjust state on a prop change").
  const [askedFor, setAskedFor] = useState(initialTag)
  if (askedFor !== initialTag) {
    setAskedFor(initialTag)
    setChosen(undefined)
  }
  const article = useRef<HTMLElement>(null)
  const titleId = useId()

  const requested = initialTag === undefined ? undefined : pathOfTag(topics, initialTag)
  const path = chosen !== undefined && topicAt(topics, chosen) !== undefined ? chosen : (requested ?? [0])
  const topic = topicAt(topics, path)

  const open = (p: Path) => {
    setChosen(p)
    article.current?.focus()
  }

  if (topics.length === 0) {
    if (status === "failed") {
      return (
        <LoadFailed className="list-article-empty" message={t("load_failed")} retryLabel={t("retry")} onRetry={retry} />
      )
    }
    if (status === "loading") {
      return (
        <div className="list-article help-layout" role="status" aria-label={t("loading")}>
          <div className="list-article-side">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} height={36} />
            ))}
          </div>
          <div className="list-article-body help-article">
            <Skeleton height={24} width="50%" />
            <Skeleton height={160} />
          </div>
        </div>
      )
    }
    return <p className="list-article-empty">{t("empty")}</p>
  }

  const links = (list: ReadonlyArray<HelpTopic>, at: Path) => (
    <ul className="help-nav-list">
      {list.map((item, i) => {
        const here = [...at, i]
        const current = keyOf(here) === keyOf(path)
        const inside = keyOf(path).startsWith(`${keyOf(here)}.`)
        return (
          <li key={keyOf(here)}>
            <button
              type="button"
              className="menu-link help-nav-link"
              aria-current={current ? "true" : undefined}
              data-open={inside || current || undefined}
              onClick={() => open(here)}
            >
              {item.title}
            </button>
            {(item.children ?? []).length > 0 && (current || inside) && links(item.children ?? [], here)}
          </li>
        )
      })}
    </ul>
  )

  return (
    <div className="list-article help-layout">
      <nav className="list-article-side" aria-label={t("topics")}>
        {links(topics, [])}
      </nav>
      <article ref={article} className="list-article-body help-article" aria-labelledby={titleId} tabIndex={-1}>
        {topic !== undefined && (
          <>
            <h3 id={titleId} className="help-article-title">
              {topic.title}
            </h3>
            {topic.content != null && topic.content !== "" && <SafeHtml html={topic.content} />}
            {(topic.children ?? []).length > 0 && (
              <ul className="help-sub">
                {(topic.children ?? []).map((child, i) => (
                  <li key={keyOf([...path, i])}>
                    <Button variant="link" onClick={() => open([...path, i])}>
                      {child.title}
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </article>
    </div>
  )
}
