/*
 * Plain-text resumes arrive in whatever encoding the person's editor used. We accept UTF-8, UTF-16
 * with a byte-order mark, and single-byte "Latin-1" files. Real Latin-1 files are nearly always
 * Windows-1252 (curly quotes and dashes in 0x80-0x9F), which is also what the WHATWG "latin1" label
 * means, so that is the decoder used for them.
 */

export type TextEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252'

/** Windows-1252 characters for bytes 0x80-0x9F (five are undefined and keep their C1 code point). */
export const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ'

// More than this share of control characters means binary data that merely happens to decode.
const MAX_CONTROL_SHARE = 0.005

export function sniffTextEncoding(bytes: Uint8Array): TextEncoding | null {
  if (bytes.length === 0) return null
  const bom = bomEncoding(bytes)
  if (bom) return looksLikeText(decodeAs(bytes, bom)) ? bom : null
  // Without a BOM, a NUL byte means UTF-16 without a mark or a binary format: refuse both.
  if (bytes.includes(0)) return null
  const utf8 = tryUtf8(bytes)
  if (utf8 !== null) return looksLikeText(utf8) ? 'utf-8' : null
  return looksLikeText(decodeAs(bytes, 'windows-1252')) ? 'windows-1252' : null
}

/** Decodes a text file; the caller has checked `sniffTextEncoding` is not null. Drops the BOM. */
export function decodeText(bytes: Uint8Array, encoding: TextEncoding): string {
  return decodeAs(bytes, encoding)
}

function bomEncoding(bytes: Uint8Array): TextEncoding | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8'
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le'
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be'
  return null
}

function decodeAs(bytes: Uint8Array, encoding: TextEncoding): string {
  // Node's TextDecoder reads "windows-1252" as ISO-8859-1 (C1 controls for 0x80-0x9F), so those
  // bytes are mapped here. TextDecoder strips a matching BOM itself (ignoreBOM defaults to false).
  if (encoding === 'windows-1252') {
    let text = ''
    for (const b of bytes) text += b >= 0x80 && b < 0xa0 ? CP1252_HIGH[b - 0x80] : String.fromCharCode(b)
    return text
  }
  return new TextDecoder(encoding).decode(bytes)
}

function tryUtf8(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return null
  }
}

function looksLikeText(text: string): boolean {
  if (text.length === 0) return false
  let control = 0
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    // Tab, LF, VT, FF, CR are ordinary in text files; U+FFFD means undecodable bytes.
    if ((c < 0x20 && (c < 0x09 || c > 0x0d)) || c === 0x7f || c === 0xfffd) control++
  }
  return control / text.length <= MAX_CONTROL_SHARE
}
