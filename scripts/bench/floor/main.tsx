/**
 * The stack's floor page (scripts/bench/uiFloor.ts): the libraries the portal is built on and nothing of its own.
 * React 19 renders a wouter route whose list lives in a valtio proxy, filled from one platform answer (the home
 * page's game vendors, from the same sandbox) decoded by an effect Schema, with its heading through i18next. The
 * mark `floor:rendered` is set once the list has rendered: what the home page's `arena:interactive` is compared to.
 */
import * as Effect from "effect/Effect"
import * as Schema from "effect/Schema"
import i18next from "i18next"
import { useEffect, useSyncExternalStore } from "react"
import { createRoot } from "react-dom/client"
import { proxy, useSnapshot } from "valtio"
import { Link, Route, Router, Switch } from "wouter"

const Card = Schema.Struct({ vassalage: Schema.String, displayName: Schema.optional(Schema.NullOr(Schema.String)) })
const Answer = Schema.Struct({
  success: Schema.Boolean,
  value: Schema.Struct({
    data: Schema.Struct({ lanes: Schema.Array(Schema.Struct({ title: Schema.String, cards: Schema.Array(Card) })) }),
  }),
})

const state = proxy({ vendors: [] as Array<typeof Card.Type>, loaded: false })

const load = Effect.tryPromise(() =>
  fetch("/wps/relay/GCSGAME_gameVendor?merchantCode=arena", {
    headers: { "X-Gateway-Version": "3", Merchant: "arena", Device: "web", Language: "EN" },
  }).then((r) => r.json()),
).pipe(Effect.flatMap(Schema.decodeUnknownEffect(Answer)))

void i18next.init({ lng: "en", resources: { en: { translation: { vendors: "Game vendors ({{count}})" } } } })

const subscribe = (f: () => void) => {
  i18next.on("languageChanged", f)
  return () => i18next.off("languageChanged", f)
}

const Vendors = () => {
  const snap = useSnapshot(state)
  useSyncExternalStore(subscribe, () => i18next.language)
  useEffect(() => {
    if (snap.loaded) performance.mark("floor:rendered")
  }, [snap.loaded])
  return (
    <main>
      <h1>{i18next.t("vendors", { count: snap.vendors.length })}</h1>
      <ul>
        {snap.vendors.map((v) => (
          <li key={v.vassalage}>
            <Link href={`/vendor/${v.vassalage}`}>{v.displayName ?? v.vassalage}</Link>
          </li>
        ))}
      </ul>
    </main>
  )
}

const root = document.getElementById("root")
if (root !== null)
  createRoot(root).render(
    <Router base="/bench-floor">
      <Switch>
        <Route path="/vendor/:id">{(p) => <p>{p.id}</p>}</Route>
        <Route>
          <Vendors />
        </Route>
      </Switch>
    </Router>,
  )

void Effect.runPromise(load).then(
  (answer) => {
    state.vendors = answer.value.data.lanes.flatMap((lane) => lane.cards)
    state.loaded = true
  },
  () => {
    state.loaded = true
  },
)
