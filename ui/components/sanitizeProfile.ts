/**
 * The strict profile of server HTML (DESIGN.md ui: notices, promotions, help): no forms or inputs, no styles, no
 * scripts, frames, objects, SVG or MathML, no event or data attributes, and links only to http(s), mailto, tel, or
 * paths of the portal. Applied by `sanitize.ts`, the one sanitiser.
 */
import type { Config } from "dompurify"

/** The strict profile. */
export const strictProfile: Config = {
  FORBID_TAGS: [
    "form",
    "input",
    "button",
    "textarea",
    "select",
    "option",
    "optgroup",
    "fieldset",
    "style",
    "script",
    "iframe",
    "frame",
    "frameset",
    "object",
    "embed",
    "link",
    "meta",
    "base",
    "svg",
    "math",
    "template",
  ],
  FORBID_ATTR: ["style", "srcset", "action", "formaction", "background"],
  ALLOW_DATA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i,
}
