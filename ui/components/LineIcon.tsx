/** A small stroked line icon on a 24 x 24 grid (decorative: whatever it sits beside names it). */
export function LineIcon({
  d,
  className,
  size = 18,
}: {
  readonly d: string
  readonly className?: string
  readonly size?: number
}) {
  return (
    <svg className={className} viewBox="0 0 24 24" width={size} height={size} aria-hidden="true">
      <path d={d} stroke="currentColor" strokeWidth="1.7" fill="none" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}
