/** A section not built yet: says so plainly instead of a blank area. */
import { useLocation } from "wouter"

export default function Placeholder() {
  const [path] = useLocation()
  return (
    <section className="section-placeholder" aria-live="polite">
      <h1>{path}</h1>
      <p>This section is coming soon.</p>
    </section>
  )
}
