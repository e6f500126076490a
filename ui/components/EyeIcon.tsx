/**
 * The eye of a show/hide toggle (a password's characters, the balance's figure), open or struck through: each toggle
 * picks which stands for its state. Decorative: the button around it carries the name.
 */

export interface EyeIconProps {
  /** The eye struck through. */
  readonly struck: boolean
  readonly size: number
}

/** The eye, open or struck through. */
export function EyeIcon({ struck, size }: EyeIconProps) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true">
      <path
        d={
          struck
            ? "M3 3l18 18M10.6 6.1A9.8 9.8 0 0112 6c5 0 9 6 9 6a16 16 0 01-3.2 3.7M6.6 7.6A16 16 0 003 12s4 6 9 6a9 9 0 004.4-1.2"
            : "M3 12s4-6 9-6 9 6 9 6-4 6-9 6-9-6-9-6zm9-3a3 3 0 110 6 3 3 0 010-6z"
        }
        stroke="currentColor"
        strokeWidth="1.8"
        fill="none"
      />
    </svg>
  )
}
