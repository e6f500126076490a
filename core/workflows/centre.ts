/**
 * What opening and paging a centre popup share (spec sections 2 and 4: the member centre, the agent centre): the
 * centre opens on the page its rule allows and joins the modal stack, which hides the body's scroll and traps the
 * focus; a page chosen later falls back the same way, and the workflow hands back the page shown.
 */
import * as Effect from "effect/Effect"
import type { Event } from "../events/Event.ts"
import type { ModalName } from "../events/intents/ui.ts"
import type { State } from "../state/State.ts"
import { emit, state } from "../store/EventLog.ts"

/** Emits the centre's opening on `opened.page` and puts the centre on the modal stack; the page it opened on. */
export const enterCentre = <P>(modal: ModalName, opened: Event & { readonly page: P }) =>
  emit(opened).pipe(Effect.andThen(emit({ _tag: "ModalOpened", modal })), Effect.as(opened.page))

/** Emits the choice of a page and reads back the page the centre shows (a page not allowed falls back). */
export const choosePage = <P>(selected: Event, shown: (s: State) => P) =>
  emit(selected).pipe(Effect.andThen(state), Effect.map(shown))
