/**
 * Validation of spec section 5 as pure functions returning message keys with parameters: the pattern catalogue, the
 * brand's registration rules, and the forms (login, registration, change and forgot password, activity application,
 * feedback, amounts). Messages live in the UI's translations; `MessageKeys.messageKeys` lists every key.
 */
export * as AcceptedPattern from "./AcceptedPattern.ts"
export * as ActivityApplication from "./ActivityApplication.ts"
export * as Amount from "./Amount.ts"
export * as ChangePasswordForm from "./ChangePasswordForm.ts"
export * as Feedback from "./Feedback.ts"
export * as Fields from "./Fields.ts"
export * as ForgotPasswordForm from "./ForgotPasswordForm.ts"
export * as LoginForm from "./LoginForm.ts"
export * as MessageKeys from "./MessageKeys.ts"
export * as Patterns from "./Patterns.ts"
export * as Problem from "./Problem.ts"
export * as RegisterForm from "./RegisterForm.ts"
export * as RuleCheck from "./RuleCheck.ts"
