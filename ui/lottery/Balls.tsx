/**
 * The winning numbers of a draw as balls (spec section 7 "opened numbers"). The list is announced once, as text
 * ("Winning numbers: 1, 2, 3"); the balls themselves are decoration.
 */
import { useT } from "../i18n/useT.ts"

export interface BallsProps {
  readonly balls: ReadonlyArray<string>
  /** Smaller balls (lists). */
  readonly small?: boolean
}

/** The balls. */
export function Balls({ balls, small = false }: BallsProps) {
  const t = useT("lottery")
  if (balls.length === 0) return null
  // A single long number (the Vietnamese lottery's prize) shows as one wide pill.
  const wide = balls.length === 1 && (balls[0]?.length ?? 0) > 2
  return (
    <p className={`lotto-balls${small ? " lotto-balls-small" : ""}`}>
      <span className="visually-hidden">{t("winning_numbers", { numbers: balls.join(", ") })}</span>
      {balls.map((b, i) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: a draw may repeat a number; the position is the identity.
          key={i}
          className={`lotto-ball${wide ? " lotto-ball-wide" : ""}`}
          aria-hidden="true"
        >
          {b}
        </span>
      ))}
    </p>
  )
}
