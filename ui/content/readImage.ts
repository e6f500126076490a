/**
 * Reads a chosen file as the platform takes an image (spec section 5 "Activity application"; wire: base64 text): what
 * the picker told (name, MIME type, size) and the base64 of its bytes. Only files core's check has passed are read,
 * so a 5 MB limit is never exceeded in memory by an oversized pick.
 */
import type { ProofImage } from "../../core/workflows/confirmWithdrawal.ts"

const base64Of = (bytes: Uint8Array): string => {
  let binary = ""
  const chunk = 0x8000
  for (let i = 0; i < bytes.length; i += chunk) binary += String.fromCharCode(...bytes.subarray(i, i + chunk))
  return btoa(binary)
}

/** The file as a proof image. */
export const readImage = async (file: File): Promise<ProofImage> => ({
  name: file.name,
  type: file.type,
  size: file.size,
  base64: base64Of(new Uint8Array(await file.arrayBuffer())),
})
