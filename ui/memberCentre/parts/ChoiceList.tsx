/**
 * A choice of a money form among a few options shown as cards (the deposit's channel, the withdrawal's bank account): a fieldset named by its legend with one radio button per option, each with its title and a line under it.
 */
import "./MoneyPage.css"

/** One option. */
export interface Choice {
  readonly id: string
  readonly title: string
  readonly sub: string
}

export interface ChoiceListProps {
  readonly legend: string
  /** The radio group's name. */
  readonly name: string
  readonly choices: ReadonlyArray<Choice>
  /** The chosen option's id. */
  readonly chosen: string | undefined
  readonly onChoose: (id: string) => void
}

/** The choice. */
export function ChoiceList({ legend, name, choices, chosen, onChoose }: ChoiceListProps) {
  return (
    <fieldset className="choice-grid mcp-choices">
      <legend>{legend}</legend>
      {choices.map((c) => (
        <label key={c.id} className="mcp-choice">
          <input type="radio" name={name} value={c.id} checked={c.id === chosen} onChange={() => onChoose(c.id)} />
          <span className="mcp-choice-title">{c.title}</span>
          <span className="mcp-choice-sub">{c.sub}</span>
        </label>
      ))}
    </fieldset>
  )
}
