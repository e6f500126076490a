/**
 * The recent deposits or withdrawals of a money page (spec section 4: pending, approved, rejected, cancelled; issue
 * 7): a skeleton while they load, a line when there are none, else one row per order with its amount, where and when
 * it was made, its status tag and what may be done with it (cancelling a pending withdrawal).
 */
import type { ReactNode } from "react"
import { Skeleton } from "../../components/Skeleton.tsx"
import { StatusBadge } from "./StatusBadge.tsx"
import "./MoneyPage.css"

/** One order as the list shows it. */
export interface OrderLine {
  readonly id: string | number
  /** The amount, written as the portal writes money. */
  readonly amount: string
  /** Where and when: the channel or bank account, the time, the order's number. */
  readonly sub: string
  /** The status its tag shows. */
  readonly status: string
  /** What may be done with it. */
  readonly action?: ReactNode
}

export interface OrderListProps {
  readonly loaded: boolean
  readonly lines: ReadonlyArray<OrderLine>
  /** Said when there are none. */
  readonly empty: string
}

/** The list. */
export function OrderList({ loaded, lines, empty }: OrderListProps) {
  if (!loaded) return <Skeleton height={56} />
  if (lines.length === 0) return <p className="mcp-empty">{empty}</p>
  return (
    <ul className="mcp-orders">
      {lines.map((o) => (
        <li key={o.id} className="mcp-order">
          <div className="mcp-order-main">
            <span className="mcp-order-amount">{o.amount}</span>
            <span className="mcp-order-sub">{o.sub}</span>
          </div>
          <div className="mcp-order-side">
            <StatusBadge status={o.status} />
            {o.action}
          </div>
        </li>
      ))}
    </ul>
  )
}
