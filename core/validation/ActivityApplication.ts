/**
 * The promotion activity application (spec section 5): a comment of at most 140 characters and at most 3 images,
 * each png or jpg and at most 5 MB. Files are taken as data (name, MIME type, size in bytes) so the check stays pure;
 * the UI reads them from the file input. Some bonuses also need a contact number (Zalo or WhatsApp), checked when
 * the promotion asks for it.
 */
import * as Fields from "./Fields.ts"
import { collect, type FormResult, formResult, type Problem, problem } from "./Problem.ts"
import { textLength } from "./RuleCheck.ts"

/** Longest comment, in characters. */
export const maxCommentLength = 140
/** Most images per application. */
export const maxImages = 3
/** Largest image, in megabytes (MiB: 5 × 1024 × 1024 bytes). */
export const maxImageMb = 5

/** A chosen file as data. */
export interface FileInfo {
  readonly name: string
  /** MIME type as the browser reports it (may be empty). */
  readonly type: string
  /** Size in bytes. */
  readonly size: number
}

/** What the person entered. */
export interface ActivityApplicationForm {
  readonly comment: string
  readonly images: ReadonlyArray<FileInfo>
  readonly contactNumber?: string
}

export type ActivityApplicationField = keyof ActivityApplicationForm

/** What the promotion asks. */
export interface ActivityApplicationContext {
  /** The promotion needs a Zalo or WhatsApp number. */
  readonly contactNumberRequired: boolean
}

const imageTypes = new Set(["image/png", "image/jpeg", "image/jpg", "image/pjpeg"])
const imageName = /\.(png|jpe?g)$/i

/** True for a png or jpg file: by its MIME type, else (type empty) by its extension. */
export const isImage = (file: FileInfo): boolean =>
  file.type === "" ? imageName.test(file.name) : imageTypes.has(file.type.toLowerCase())

/** The first problem of the images: too many, then the first of a wrong type or too large. */
export const imagesProblem = (images: ReadonlyArray<FileInfo>): Problem | undefined => {
  if (images.length > maxImages) return problem("too_many_images", { max: maxImages })
  for (const file of images) {
    if (!isImage(file)) return problem("image_type_invalid", { name: file.name })
    if (!(file.size <= maxImageMb * 1024 * 1024))
      return problem("image_too_large", { name: file.name, maxMb: maxImageMb })
  }
  return undefined
}

/** Validates an application; when valid, the comment trimmed. */
export const validateActivityApplication = (
  form: ActivityApplicationForm,
  context: ActivityApplicationContext,
): FormResult<ActivityApplicationField, ActivityApplicationForm> => {
  const comment = form.comment.trim()
  const contact = (form.contactNumber ?? "").trim()
  return formResult(
    { ...form, comment, ...(form.contactNumber === undefined ? {} : { contactNumber: contact }) },
    collect<ActivityApplicationField>([
      [
        "comment",
        textLength(comment) > maxCommentLength ? problem("comment_too_long", { max: maxCommentLength }) : undefined,
      ],
      ["images", imagesProblem(form.images)],
      ["contactNumber", context.contactNumberRequired ? Fields.contactNumber(contact) : undefined],
    ]),
  )
}
