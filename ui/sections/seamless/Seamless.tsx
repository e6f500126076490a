/** The seamless section (spec section 2): not built yet, says so plainly. */
export { default } from "../Placeholder.tsx"
