/**
 * A stroked line icon on a 24 x 24 grid (decorative: whatever it sits beside names it): the one drawing of the
 * portal's outline icons (header, side bar, member bar, centres, dialogs), each giving its size, its stroke's weight
 * and which of the stroke's ends and corners are rounded.
 */
export function LineIcon({
  d,
  className,
  size = 18,
  weight = 1.7,
  round = "both",
}: {
  readonly d: string
  readonly className?: string
  readonly size?: number
  /** The stroke's width, in the grid's units. */
  readonly weight?: number
  /** Rounded line ends (`cap`), rounded corners (`join`), both or neither. */
  readonly round?: "both" | "cap" | "join" | "none"
}) {
  const cap = round === "both" || round === "cap" ? "round" : undefined
  const join = round === "both" || round === "join" ? "round" : undefined
  return (
    <svg className={className} viewBox="0 0 24 24" width={size} height={size} aria-hidden="true">
      <path d={d} stroke="currentColor" strokeWidth={weight} fill="none" strokeLinecap={cap} strokeLinejoin={join} />
    </svg>
  )
}
