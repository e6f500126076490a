/** What shows while a section's chunk loads: a progress bar and skeletons of a page, never a blank area. */
import { useT } from "../i18n/useT.ts"
import { Progress } from "./Progress.tsx"
import { Skeleton } from "./Skeleton.tsx"

/** The section's placeholder. */
export function SectionProgress() {
  const t = useT("common")
  return (
    <div className="section-progress" aria-busy="true">
      <Progress label={t("loading") || "Loading"} />
      <div className="section-progress-page">
        <Skeleton height={220} />
        <div className="section-progress-row">
          <Skeleton height={120} />
          <Skeleton height={120} />
          <Skeleton height={120} />
        </div>
      </div>
    </div>
  )
}
