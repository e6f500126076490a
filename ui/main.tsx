/**
 * The composition root: builds the core store, mirrors it into valtio, and mounts the app. The only UI module that
 * may reach adapters (DESIGN.md dependency rule).
 */
import { StrictMode } from "react"
import { createRoot } from "react-dom/client"
import * as Store from "../core/store/Store.ts"
import { App } from "./app/App.tsx"
import { mirror } from "./state/mirror.ts"
import "./styles/tokens.css"
import "./styles/base.css"

const store = Store.make()
mirror(store)

const root = document.getElementById("root")
if (root !== null) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
}
