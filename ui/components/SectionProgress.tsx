/** What shows while a section's chunk loads: a progress bar and a skeleton, never a blank area. */
export function SectionProgress() {
  return (
    <div className="section-progress" role="progressbar" aria-busy="true" aria-label="Loading">
      <div className="section-progress-bar" />
      <div className="skeleton" style={{ height: 240, margin: 16 }} />
    </div>
  )
}
