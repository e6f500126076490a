/**
 * A set of choices as toggle buttons in a fieldset named by a hidden legend: the pressed one is the choice in force
 * (the lottery's list, the promotions' and the points mall's filters, a deposit's quick amounts).
 */
import type { ReactNode } from "react"

export interface PressedChoicesProps<C> {
  /** The fieldset's class, then each button's. */
  readonly className: string
  readonly buttonClassName: string
  /** What the set chooses, for assistive technology. */
  readonly legend: string
  /** Each choice with its label, in order. */
  readonly choices: ReadonlyArray<readonly [C, ReactNode]>
  /** The choice in force (none pressed when it is none of them). */
  readonly pressed: C | undefined
  readonly onChoose: (choice: C) => void
}

/** The set. */
export function PressedChoices<C>({
  className,
  buttonClassName,
  legend,
  choices,
  pressed,
  onChoose,
}: PressedChoicesProps<C>) {
  return (
    <fieldset className={className}>
      <legend className="visually-hidden">{legend}</legend>
      {choices.map(([choice, label]) => (
        <button
          key={String(choice)}
          type="button"
          className={buttonClassName}
          aria-pressed={choice === pressed}
          onClick={() => onChoose(choice)}
        >
          {label}
        </button>
      ))}
    </fieldset>
  )
}
