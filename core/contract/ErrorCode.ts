/**
 * The catalogue of every error code the platform answers (`{ success: false, errorCode, message }`, wire notes
 * section 2): the codes behind spec section 8's messages and every code the reference platform (the sandbox) raises.
 * The sandbox raises only these (its `ApiError` takes an `ErrorCode`, and `npm run lint` refuses a code spelled as a
 * literal outside this file); the UI has a message for each in all six languages, keyed by the code itself.
 *
 * The codes are grouped by area so a module that needs a few (the client's session-ended set, the gateway's refusals)
 * carries only its group into the first view; `errorCode` joins them all.
 */

/** Refusals any call may meet at the gateway, before its own rules: a bad field or body, a load limit, a fault. */
export const gatewayCodes = {
  badRequest: "request_param_err",
  idempotencyKeyRequired: "idempotency_key_required",
  unsupportedMediaType: "unsupported_media_type",
  tooManyRequests: "TOO_MANY_REQUESTS",
  busy: "system.busy",
  notFound: "not_found",
  requestTooLarge: "request_too_large",
  bodyRequired: "request_body_required",
  decryptFailed: "request_decrypt_err",
  replayed: "request_replayed",
  inFlight: "request_in_flight",
  idempotencyKeyReused: "idempotency_key_reused",
  functionNotAvailable: "function.not.available",
  quotaExceeded: "quota_exceeded",
  /** The per-address budget of what a caller can make the operator spend (spec section 8: retry after 5 minutes). */
  budgetExhausted: "too_many_requests",
  devToolsRefused: "dev_tools_refused",
} as const

/** Codes after which the client must wipe the session (wire notes section 2; spec section 8 "not logged in"). */
export const sessionCodes = {
  tokenIpDifferent: "token_ip_different",
  tokenInvalid: "user.or.token.invalid",
  notLoggedIn: "login.not.session",
  customerNotLogin: "CUSTOMER_NOT_LOGIN",
} as const

/** Codes the real platform answers that the portal never shows a dialog for (wire notes section 2). */
export const silentPlatformCodes = {
  merchantSetup: "merchant.acct.setup.err",
  tooManyRequestLegacy: "TOO_MANY_REQUEST",
  bindCustomerRequired: "bind_customer_required",
} as const

/** Logging in, registering, recovering and changing a password, proving a new address (spec sections 4 and 8). */
export const accountCodes = {
  loginFailed: "login_failed",
  loginLocked: "login_locked",
  captchaRequired: "captcha_required",
  captchaIncorrect: "captcha_incorrect",
  /** The brand's verification check before login and register is missing, spent or wrong (spec section 8). */
  verificationCheckFailed: "captcha_check_failed",
  verificationRequired: "login_verify_required",
  verifyFailed: "verify_failed",
  verifyLocked: "verify_locked",
  verifyMethodUnavailable: "verify_method_unavailable",
  needRealAccount: "need_real_account",
  trialNotAllowed: "trial_account_not_allowed",
  freePlayDisabled: "freeplay_disabled",
  registerDisabled: "register_disabled",
  accountExists: "account_exists",
  mobileExists: "mobile_exists",
  mobileNotRegistered: "mobile_not_registered",
  phoneInvalidFormat: "phone_invalid_format",
  affiliateCodeInvalid: "affiliate_code_invalid",
  referralCodeInvalid: "referral_code_invalid",
  inconsistentTwice: "inconsistent_twice",
  verificationCodeInvalid: "verification_code_invalid",
  verificationCodeExpired: "verification_code_expired",
  usernameEmailMismatch: "username_email_mismatch",
  resetCodeInvalid: "reset_code_invalid",
  oldPasswordRequired: "old_password_required",
  oldPasswordIncorrect: "old_password_incorrect",
  passwordChangeLocked: "password_change_locked",
  passwordConfirmationMismatch: "password_confirmation_mismatch",
  passwordUnchanged: "password_unchanged",
  contactRequired: "contact_required",
  contactInvalid: "contact_invalid",
  merchantNotFound: "merchant_not_found",
} as const

/** Wallets, deposits, withdrawals, the payment password, points and promotions. */
export const moneyCodes = {
  amountInvalid: "amount_invalid",
  amountBelowMin: "amount_below_min",
  amountAboveMax: "amount_above_max",
  balanceNotEnough: "balance_not_enough",
  walletNotFound: "wallet_not_found",
  sameWallet: "same_wallet",
  singleWalletMode: "single_wallet_mode",
  transferViaMain: "transfer_via_main",
  bankAccountNotFound: "bank_account_not_found",
  depositChannelNotFound: "deposit_channel_not_found",
  depositPendingLimit: "deposit_pending_limit",
  withdrawalDailyLimit: "withdrawal_daily_limit",
  withdrawalNotFound: "withdrawal_not_found",
  withdrawalNotPending: "withdrawal_not_pending",
  notAwaitingConfirmation: "not_awaiting_confirmation",
  timeoutNotReached: "timeout_not_reached",
  proofRequired: "proof_required",
  paymentPasswordNotSet: "payment_password_not_set",
  paymentPasswordIncorrect: "payment_password_incorrect",
  paymentPasswordFormat: "payment_password_format",
  passwordLocked: "password_locked",
  passwordIncorrect: "password_incorrect",
  pointsNotEnough: "points_not_enough",
  quantityInvalid: "quantity_invalid",
  rewardNotFound: "reward_not_found",
  rewardSoldOut: "reward_sold_out",
  rewardUnavailable: "reward_unavailable",
  promotionNotFound: "promotion_not_found",
  promotionNotJoinable: "promotion_not_joinable",
  raffleNotAvailable: "raffle_not_available",
  missionNotFound: "mission_not_found",
  missionNotClaimable: "mission_not_claimable",
  commentTooLong: "comment_too_long",
  imageTooLarge: "image_too_large",
  imageTypeInvalid: "image_type_invalid",
  tooManyImages: "too_many_images",
} as const

/** Games: launching, favourites, the fun-play wallet. */
export const gameCodes = {
  launchTokenInvalid: "launch_token_invalid",
  playBalanceNotEnough: "play_balance_not_enough",
  favouriteLimit: "favourite_limit",
} as const

/** The agent centre: downlines, uplines, contracts. */
export const agentCodes = {
  agentOnly: "agent_only",
  downlineNotFound: "downline_not_found",
  downlineNotAgent: "downline_not_agent",
  uplineNotFound: "upline_not_found",
  uplineTransferDisabled: "upline_transfer_disabled",
  contractNotFound: "contract_not_found",
  contractNotHeld: "contract_not_held",
  contractStatusInvalid: "contract_status_invalid",
  rateInvalid: "rate_invalid",
  rateAboveOwn: "rate_above_own",
} as const

/** Player protection's refusals (403): a money limit, the session-time limit, an exclusion. */
export const protectionCodes = {
  depositLimitExceeded: "deposit_limit_exceeded",
  lossLimitExceeded: "loss_limit_exceeded",
  wagerLimitExceeded: "wager_limit_exceeded",
  sessionLimitReached: "session_limit_reached",
  accountExcluded: "account_excluded",
  exclusionCannotShorten: "exclusion_cannot_shorten",
} as const

/**
 * Every error code of the platform, by name. Joined by a call rather than an object spread: bundlers keep a spread
 * (a getter could run), and with it every group, in a shell that reads one group; the library's build marks the call
 * pure (scripts/pureAnnotations.ts), so it goes when nothing reads the whole catalogue.
 */
export const errorCode: typeof gatewayCodes &
  typeof sessionCodes &
  typeof silentPlatformCodes &
  typeof accountCodes &
  typeof moneyCodes &
  typeof gameCodes &
  typeof agentCodes &
  typeof protectionCodes = Object.assign(
  {},
  gatewayCodes,
  sessionCodes,
  silentPlatformCodes,
  accountCodes,
  moneyCodes,
  gameCodes,
  agentCodes,
  protectionCodes,
)

/** An error code of the catalogue. */
export type ErrorCode = (typeof errorCode)[keyof typeof errorCode]

/** Every error code of the catalogue. */
export const errorCodes: ReadonlyArray<ErrorCode> = Object.values(errorCode)

/** True when a text is a code of the catalogue. */
export const isErrorCode = (code: string): code is ErrorCode => (errorCodes as ReadonlyArray<string>).includes(code)
