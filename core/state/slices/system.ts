/**
 * System status (spec section 4): 0 normal, 1 maintenance (wins), 2 regional restriction, fixed at the first
 * permission load; selects the page rendered. Also the visitor's location shown on the blocking pages.
 */
import { type SystemStatus, systemStatusOf } from "../../model/Status.ts"
import { slice } from "../Slice.ts"

export interface SystemState {
  /** Undefined until the first permission load. */
  readonly status: SystemStatus | undefined
  readonly ip: string | undefined
  readonly country: string | undefined
}

export const system = slice<SystemState>(
  { status: undefined, ip: undefined, country: undefined },
  {
    PermissionLoaded: (s, e) =>
      s.status !== undefined
        ? s
        : {
            status: systemStatusOf(e.value),
            ip: e.value.location?.ip ?? undefined,
            country: e.value.location?.country ?? e.value.location?.countryCode ?? undefined,
          },
  },
)
