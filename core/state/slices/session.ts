/**
 * The login state (spec section 3 "Login state", section 4 "Login check", "Login", "Logout"). Interface fixed by the
 * lead so other areas can read it; handlers owned by the session area.
 */
import { slice } from "../Slice.ts"

/** What the portal knows of the logged-in member (spec section 3 "Member info"). */
export interface MemberSummary {
  readonly id: string | undefined
  readonly account: string
  readonly nickname: string | undefined
  /** Account type: 4 trial (demo); 1, 2, 41, 42 agents (spec section 9). */
  readonly type: number
  readonly toUpline: boolean
  readonly customerId: string | undefined
  /** `memberLabel[0].labelName` (falls back to `clubLabel.labelName`). */
  readonly label: string | undefined
  /** Label colour; the default is #ABABAB (spec section 3). */
  readonly labelColor: string
  readonly lastLogin: string | undefined
}

export interface SessionState {
  /** A token is held (the token itself lives in session storage, never in state). */
  readonly loggedIn: boolean
  /** Member info, once loaded. */
  readonly member: MemberSummary | undefined
  /** A login or registration call is in flight (the loader shows). */
  readonly pending: boolean
  /** The platform asked for the image captcha; the base64 PNG once loaded. */
  readonly captcha: { readonly required: boolean; readonly image: string | undefined }
  /** Why the change-password modal is forced, if it is. */
  readonly forcedPasswordChange: "defaultPassword" | "expired" | undefined
  /** The stored password is unknown (`cpw` cleared: free play, SMS login); the old password must be asked. */
  readonly passwordUnknown: boolean
  /** A new-IP login awaits second verification with these methods. */
  readonly secondVerification: ReadonlyArray<"sms" | "email" | "bankAccountName" | "google"> | undefined
  /** The last refusal of an account call, to show beside the form. */
  readonly error: { readonly errorCode: string; readonly message: string } | undefined
}

export const initialSession: SessionState = {
  loggedIn: false,
  member: undefined,
  pending: false,
  captcha: { required: false, image: undefined },
  forcedPasswordChange: undefined,
  passwordUnknown: false,
  secondVerification: undefined,
  error: undefined,
}

export const session = slice<SessionState>(initialSession, {})
