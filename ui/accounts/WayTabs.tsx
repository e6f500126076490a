/**
 * Two ways through one form (login by username or by mobile; recovery by email or by mobile) as two tabs, or the
 * first way alone when the second is switched off (spec section 4: the mobile ways only when SMS is on).
 */
import { type ReactNode, useState } from "react"
import { Tabs } from "../components/Tabs.tsx"

export interface Way<K extends string> {
  readonly key: K
  readonly label: string
  readonly form: () => ReactNode
}

/** The ways as tabs (the first selected), or the first alone when `secondOn` is false. */
export function WayTabs<K extends string>(props: {
  readonly label: string
  readonly ways: readonly [Way<K>, Way<K>]
  readonly secondOn: boolean
}) {
  const [first, second] = props.ways
  const [selected, setSelected] = useState<K>(first.key)
  if (!props.secondOn) return <>{first.form()}</>
  const shown = selected === second.key ? second : first
  return (
    <Tabs
      label={props.label}
      tabs={props.ways.map((w) => ({ key: w.key, label: w.label }))}
      selected={shown.key}
      onSelect={setSelected}
    >
      {shown.form()}
    </Tabs>
  )
}
