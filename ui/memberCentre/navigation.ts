/** Moving inside the open member centre and closing it (spec section 2): intents to core's memberCentre slice. */
import type { MemberCentrePage } from "../../core/model/MemberCentrePage.ts"
import { dispatch } from "../app/runtime.ts"

/** Shows another page (core falls back to the default for a page the member may not see). */
export const selectPage = (page: MemberCentrePage): void => dispatch({ _tag: "MemberCentrePageSelected", page })

/** Closes the centre; core clears the point-mall handle with it. */
export const closeCentre = (): void => dispatch({ _tag: "ModalClosed", modal: "memberCentre" })
