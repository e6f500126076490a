/**
 * The platform's challenge image beside a box for its answer (the login captcha and the brand's verification check):
 * a button that asks for another image, showing the base64 PNG from core's session state, or a placeholder of the
 * same size while none is there. Core throttles the refresh to once a second (spec section 9).
 */
import { Skeleton } from "../components/Skeleton.tsx"

export function ChallengeImage(props: {
  readonly image: string | undefined
  readonly refreshLabel: string
  readonly onRefresh: () => void
}) {
  return (
    <button type="button" className="captcha-image" aria-label={props.refreshLabel} onClick={props.onRefresh}>
      {props.image === undefined ? (
        <Skeleton width={96} height={34} />
      ) : (
        <img src={`data:image/png;base64,${props.image}`} alt="" width={96} height={34} />
      )}
    </button>
  )
}
