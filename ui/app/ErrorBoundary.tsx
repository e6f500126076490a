/**
 * Catches a section that failed to load or render (spec section 8: "chunk load failure after 120 s", "page took long
 * to load, check connectivity") and offers a retry, which asks for the chunks again.
 */
import { Component, type ErrorInfo, type ReactNode } from "react"
import { Button } from "../components/Button.tsx"
import { useT } from "../i18n/useT.ts"
import { ChunkTimeout, forgetSections } from "./lazySection.ts"
import "./ErrorBoundary.css"

interface Props {
  readonly children: ReactNode
  /** Changing it (a new location) clears a shown error. */
  readonly resetKey?: string
}

interface BoundaryState {
  readonly error: unknown
  readonly resetKey: string | undefined
}

/** The boundary. */
export class ErrorBoundary extends Component<Props, BoundaryState> {
  override state: BoundaryState = { error: undefined, resetKey: this.props.resetKey }

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error }
  }

  static getDerivedStateFromProps(props: Props, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey !== state.resetKey ? { error: undefined, resetKey: props.resetKey } : null
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (!(error instanceof ChunkTimeout)) console.error(error, info.componentStack)
  }

  retry = (): void => {
    forgetSections()
    this.setState({ error: undefined })
  }

  override render(): ReactNode {
    if (this.state.error === undefined) return this.props.children
    return <SectionError timeout={this.state.error instanceof ChunkTimeout} onRetry={this.retry} />
  }
}

function SectionError({ timeout, onRetry }: { readonly timeout: boolean; readonly onRetry: () => void }) {
  const t = useT("errors")
  return (
    <div className="section-error" role="alert">
      <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true">
        <path
          d="M2 9a15 15 0 0120 0M5 12.5a10 10 0 0114 0M8.5 16a5 5 0 017 0M12 19.5v.5M3 3l18 18"
          stroke="currentColor"
          strokeWidth="2"
          fill="none"
          strokeLinecap="round"
        />
      </svg>
      <h2>{timeout ? t("chunk_timeout_title") : t("section_failed_title")}</h2>
      <p>{timeout ? t("chunk_timeout") : t("page_slow")}</p>
      <Button variant="primary" onClick={onRetry}>
        {t("retry")}
      </Button>
    </div>
  )
}
