/**
 * The promotion application (spec section 5 "Activity application"): a comment of at most 140 characters, at most 3
 * png or jpg images of at most 5 MB each, and a Zalo or WhatsApp number when the promotion asks for one. Core's
 * `validateActivityApplication` checks every pick and keystroke before anything is read or sent, and its message
 * shows next to the field in the current language; only then are the images read and the application sent. The
 * submit shows progress and cannot run twice; the platform's refusal shows above the buttons.
 */
import { type ChangeEvent, type FormEvent, useId, useRef, useState } from "react"
import type { Promotion } from "../../core/model/Promotion.ts"
import {
  type FileInfo,
  maxCommentLength,
  maxImageMb,
  maxImages,
  validateActivityApplication,
} from "../../core/validation/ActivityApplication.ts"
import { useRefusalText } from "../accounts/useRefusalText.ts"
import type { AccountOutcome } from "../actions/accountOutcome.ts"
import { applyPromotion } from "../actions/promotions.ts"
import { Button } from "../components/Button.tsx"
import { Field } from "../components/Field.tsx"
import { useProblemText } from "../forms/useProblemText.ts"
import { useT } from "../i18n/useT.ts"
import { FormEnd } from "./FormEnd.tsx"
import { readImage } from "./readImage.ts"
import "./ApplicationForm.css"

export interface ApplicationFormProps {
  readonly promotion: Pick<Promotion, "promotionId" | "title" | "needContact">
  /** The application went through. */
  readonly onDone: () => void
  readonly onCancel: () => void
}

const sizeText = (bytes: number): string =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`

/** The form. */
export function ApplicationForm({ promotion, onDone, onCancel }: ApplicationFormProps) {
  const t = useT("public")
  const problemText = useProblemText()
  const refusalText = useRefusalText("public")
  const [comment, setComment] = useState("")
  const [contact, setContact] = useState("")
  const [picked, setPicked] = useState<ReadonlyArray<{ readonly id: number; readonly file: File }>>([])
  const nextId = useRef(0)
  const files = picked.map((p) => p.file)
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set())
  const [outcome, setOutcome] = useState<AccountOutcome | undefined>(undefined)
  const [sending, setSending] = useState(false)
  const inFlight = useRef(false)
  const ids = { comment: useId(), images: useId(), list: useId() }
  const needContact = promotion.needContact === true
  const infos: ReadonlyArray<FileInfo> = files.map((f) => ({ name: f.name, type: f.type, size: f.size }))
  const checked = validateActivityApplication(
    { comment, images: infos, ...(needContact ? { contactNumber: contact } : {}) },
    { contactNumberRequired: needContact },
  )
  const problems = checked._tag === "Invalid" ? checked.problems : {}
  const shown = (field: "comment" | "images" | "contactNumber") =>
    touched.has(field) ? problemText(problems[field]) : undefined
  const touch = (...fields: ReadonlyArray<string>) => setTouched((s) => new Set([...s, ...fields]))

  const pick = (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(e.target.files ?? [])
    e.target.value = ""
    if (chosen.length === 0) return
    setPicked((was) => [...was, ...chosen.map((file) => ({ id: nextId.current++, file }))])
    touch("images")
  }

  const submit = async (e?: FormEvent) => {
    e?.preventDefault()
    touch("comment", "images", "contactNumber")
    if (checked._tag === "Invalid" || inFlight.current) return
    inFlight.current = true
    setSending(true)
    try {
      const images = await Promise.all(files.map(readImage))
      const result = await applyPromotion({
        promotionId: promotion.promotionId,
        comment: checked.value.comment,
        images,
        ...(needContact ? { contactNumber: checked.value.contactNumber ?? "" } : {}),
      })
      setOutcome(result)
      if (result._tag === "Done") onDone()
    } finally {
      inFlight.current = false
      setSending(false)
    }
  }

  const commentMessage = shown("comment")
  const imagesMessage = shown("images")
  const refusal = refusalText(outcome)
  const count = [...comment.trim()].length

  return (
    <form className="apply-form" noValidate onSubmit={(e) => void submit(e)}>
      <div className={`field ${commentMessage !== undefined ? "field-invalid" : ""}`}>
        <label className="field-label" htmlFor={ids.comment}>
          {t("apply.comment")}
        </label>
        <textarea
          id={ids.comment}
          className="field-input apply-comment"
          rows={4}
          value={comment}
          aria-invalid={commentMessage !== undefined || undefined}
          aria-describedby={`${ids.comment}-message`}
          onChange={(e) => {
            setComment(e.target.value)
            touch("comment")
          }}
        />
        <p
          id={`${ids.comment}-message`}
          className={commentMessage !== undefined ? "field-message" : "field-hint"}
          aria-live="polite"
        >
          {commentMessage ?? t("apply.comment_hint", { count, max: maxCommentLength })}
        </p>
      </div>

      <div className={`field ${imagesMessage !== undefined ? "field-invalid" : ""}`}>
        <span className="field-label" id={`${ids.images}-label`}>
          {t("apply.images")}
        </span>
        <input
          id={ids.images}
          className="apply-picker"
          type="file"
          accept="image/png,image/jpeg"
          multiple
          aria-labelledby={`${ids.images}-label`}
          aria-invalid={imagesMessage !== undefined || undefined}
          aria-describedby={`${ids.images}-message`}
          onChange={pick}
        />
        {files.length > 0 && (
          <ul className="apply-files" id={ids.list} aria-label={t("apply.chosen")}>
            {picked.map(({ id, file: f }) => (
              <li key={id} className="apply-file">
                <span className="apply-file-name">{f.name}</span>
                <span className="apply-file-size">{sizeText(f.size)}</span>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t("apply.remove", { name: f.name })}
                  onClick={() => setPicked((was) => was.filter((p) => p.id !== id))}
                >
                  ✕
                </Button>
              </li>
            ))}
          </ul>
        )}
        <p
          id={`${ids.images}-message`}
          className={imagesMessage !== undefined ? "field-message" : "field-hint"}
          aria-live="polite"
        >
          {imagesMessage ?? t("apply.images_hint", { max: maxImages, maxMb: maxImageMb })}
        </p>
      </div>

      {needContact && (
        <Field
          label={t("apply.contact")}
          inputMode="tel"
          autoComplete="tel"
          value={contact}
          message={shown("contactNumber")}
          hint={t("apply.contact_hint")}
          onChange={(e) => {
            setContact(e.target.value)
            touch("contactNumber")
          }}
        />
      )}

      <FormEnd refusal={refusal} cancel={t("cancel")} onCancel={onCancel} actionsClassName="apply-actions">
        <Button variant="primary" busy={sending} onAction={() => submit()}>
          {t("apply.submit")}
        </Button>
      </FormEnd>
    </form>
  )
}
