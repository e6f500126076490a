/** Every use case of spec section 4 as an Effect program over the ports. */
export { call } from "./call.ts"
export { loadPermission } from "./loadPermission.ts"
