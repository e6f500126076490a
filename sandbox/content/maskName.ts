/**
 * How the winner board shows a winner ("customerName masked like 'pl***01'"): the first two and the last
 * two characters of the account around three stars, so players recognise themselves and nobody learns an account.
 * Short accounts keep only their first character.
 */

/** The masked account. */
export const maskName = (account: string): string => {
  const chars = [...account]
  if (chars.length <= 4) return `${chars[0] ?? ""}***`
  return `${chars.slice(0, 2).join("")}***${chars.slice(-2).join("")}`
}
