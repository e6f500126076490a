/**
 * The platform's lottery lobby shown on the lottery page once the lobby link answered (spec section 4 "LOTT and
 * ELOTT need login then start lottery"; core's launch state `Launched` on /lottery or /Vnlottery): a bar to go back
 * to the lists, and the lobby in a sandboxed frame (`frameSandbox.ts`). Messages the frame posts are not listened to.
 */
import { Button } from "../components/Button.tsx"
import { LineIcon } from "../components/LineIcon.tsx"
import { useT } from "../i18n/useT.ts"
import { frameSandbox } from "./frameSandbox.ts"

export interface LotteryFrameProps {
  readonly url: string
  readonly title: string
  readonly onBack: () => void
}

/** The lobby. */
export function LotteryFrame({ url, title, onBack }: LotteryFrameProps) {
  const t = useT("lottery")
  return (
    <section className="lotto-frame" aria-label={title}>
      <div className="lotto-frame-bar">
        <Button variant="ghost" size="sm" onClick={onBack}>
          <LineIcon d="M15 5l-7 7 7 7" size={16} weight={2} round="cap" />
          {t("back")}
        </Button>
        <h1 className="lotto-frame-title">{title}</h1>
      </div>
      <iframe
        className="lotto-frame-view"
        src={url}
        title={t("frame_title")}
        sandbox={frameSandbox(url, window.location.origin)}
        referrerPolicy="no-referrer"
        allow="fullscreen"
      />
    </section>
  )
}
