/**
 * Base64 of bytes and back with the platform-neutral `btoa`/`atob` (browsers and Node 20 both have them), for the
 * DES bodies and customer-service links (wire notes section 3) and for HAR bodies DevTools stores as base64.
 */

/** Plain base64 (with padding) of bytes. */
export const toBase64 = (bytes: Uint8Array): string => {
  let binary = ""
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return btoa(binary)
}

/** The bytes of a base64 text (standard or URL alphabet, padding optional); undefined when it is not base64. */
export const fromBase64 = (text: string): Uint8Array | undefined => {
  const clean = text.replace(/\s+/g, "").replace(/-/g, "+").replace(/_/g, "/")
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(clean) || clean.replace(/=+$/, "").length % 4 === 1) return undefined
  try {
    const binary = atob(clean)
    const out = new Uint8Array(binary.length)
    for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i)
    return out
  } catch {
    return undefined
  }
}
