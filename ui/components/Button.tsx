/**
 * The button of the portal. `busy` shows progress, disables the button and sets `aria-busy`; `onAction` may return
 * a promise, during which the button is busy by itself and further clicks are ignored, so a submit can never be
 * sent twice ("the submit button shows progress and cannot double-submit").
 *
 * A browser drops the focus of a button it disables to the page's body, where neither Tab nor Escape reach the dialog
 * the button is in. So a button that held the focus when it turned busy takes it back when it is done, unless the
 * visitor has put the focus somewhere else meanwhile.
 */
import {
  type ButtonHTMLAttributes,
  forwardRef,
  type MouseEvent,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
} from "react"
import { Spinner } from "./Spinner.tsx"
import "./Button.css"

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  readonly variant?: "primary" | "secondary" | "ghost" | "danger" | "link"
  readonly size?: "sm" | "md" | "lg"
  /** Work in progress: progress shown, no click taken. */
  readonly busy?: boolean
  /** Takes the whole width of its container. */
  readonly block?: boolean
  /** Runs on click; while its promise is pending the button is busy and ignores clicks. */
  readonly onAction?: () => unknown
}

/** The button. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = "secondary",
    size = "md",
    busy = false,
    block = false,
    onAction,
    onClick,
    disabled,
    className = "",
    children,
    type = "button",
    ...rest
  },
  ref,
) {
  const [running, setRunning] = useState(false)
  const inFlight = useRef(false)
  const isBusy = busy || running
  const own = useRef<HTMLButtonElement>(null)
  useImperativeHandle(ref, () => own.current as HTMLButtonElement)
  const hadFocus = useRef(false)
  // Read as the button turns disabled, before the browser moves the focus away (that happens after this commit).
  useLayoutEffect(() => {
    if (isBusy) hadFocus.current = own.current !== null && document.activeElement === own.current
  }, [isBusy])
  useEffect(() => {
    if (isBusy || !hadFocus.current) return
    hadFocus.current = false
    const active = document.activeElement
    if (active === null || active === document.body) own.current?.focus()
  }, [isBusy])
  const click = (e: MouseEvent<HTMLButtonElement>) => {
    if (isBusy || inFlight.current) {
      e.preventDefault()
      return
    }
    onClick?.(e)
    if (onAction === undefined || e.defaultPrevented) return
    const result = onAction()
    if (result instanceof Promise) {
      inFlight.current = true
      setRunning(true)
      result.finally(() => {
        inFlight.current = false
        setRunning(false)
      })
    }
  }
  const classes = ["btn", `btn-${variant}`, `btn-${size}`, block ? "btn-block" : "", className].filter(Boolean)
  return (
    <button
      ref={own}
      type={type}
      className={classes.join(" ")}
      disabled={disabled === true || isBusy}
      aria-busy={isBusy || undefined}
      onClick={click}
      {...rest}
    >
      {isBusy && <Spinner />}
      {children}
    </button>
  )
})
