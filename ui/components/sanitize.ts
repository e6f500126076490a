/**
 * The one sanitiser of server HTML (DESIGN.md ui: notices, promotions, help), loaded lazily with DOMPurify and applying
 * the strict profile (sanitizeProfile.ts). Links that open a new window get `rel="noopener noreferrer"`.
 */
import DOMPurify from "dompurify"
import { strictProfile } from "./sanitizeProfile.ts"

const purifier = DOMPurify(window)
purifier.addHook("afterSanitizeAttributes", (node) => {
  if (node instanceof HTMLAnchorElement && node.getAttribute("target") === "_blank") {
    node.setAttribute("rel", "noopener noreferrer")
  }
})

/** The HTML with everything outside the strict profile removed. */
export const sanitize = (html: string): string => purifier.sanitize(html, strictProfile)
