/**
 * A QR code of a link (spec section 2: download QR codes, size 80 with the favicon logo), drawn as SVG from
 * qrcode-generator, which loads lazily. Error correction H, so the logo over its centre leaves it readable.
 */
import { useEffect, useState } from "react"
import { Skeleton } from "./Skeleton.tsx"
import "./Qr.css"

export interface QrProps {
  readonly value: string
  /** What the code is for (its accessible name). */
  readonly label: string
  /** Side in pixels (80 by default, spec section 2). */
  readonly size?: number
  /** The logo over the centre (the favicon by default). */
  readonly logo?: string
}

type Matrix = { readonly count: number; readonly path: string }

const load = () => import("qrcode-generator")
let loading: ReturnType<typeof load> | undefined

const matrixOf = async (value: string): Promise<Matrix> => {
  loading ??= load()
  const m = await loading
  const qrcode = m.default
  const qr = qrcode(0, "H")
  qr.addData(value)
  qr.make()
  const count = qr.getModuleCount()
  let path = ""
  for (let r = 0; r < count; r++) for (let c = 0; c < count; c++) if (qr.isDark(r, c)) path += `M${c} ${r}h1v1h-1z`
  return { count, path }
}

/** The QR code. */
export function Qr({ value, label, size = 80, logo = "/favicon.svg" }: QrProps) {
  const [matrix, setMatrix] = useState<Matrix | undefined>(undefined)
  useEffect(() => {
    let live = true
    matrixOf(value).then((m) => {
      if (live) setMatrix(m)
    })
    return () => {
      live = false
    }
  }, [value])
  if (matrix === undefined) return <Skeleton width={size} height={size} />
  const quiet = 2
  const box = matrix.count + quiet * 2
  return (
    <figure className="qr" style={{ width: size, height: size }}>
      <svg viewBox={`${-quiet} ${-quiet} ${box} ${box}`} width={size} height={size} role="img" aria-label={label}>
        <rect x={-quiet} y={-quiet} width={box} height={box} fill="#fff" />
        <path d={matrix.path} fill="#0d0f16" shapeRendering="crispEdges" />
      </svg>
      <img className="qr-logo" src={logo} alt="" width={size * 0.24} height={size * 0.24} />
    </figure>
  )
}
