/**
 * A page's bytes as text, in the character set the page declares: the Content-Type header first,
 * then (for HTML) a <meta charset> near the top, else UTF-8. Job boards in other languages still
 * send windows-1252 or Shift_JIS pages; read as UTF-8 their accented letters would turn to junk.
 */
export function decodeBody(bytes: Uint8Array, contentType: string, kind: 'html' | 'text'): string {
  const label = headerCharset(contentType) ?? (kind === 'html' ? metaCharset(bytes) : null) ?? 'utf-8'
  try {
    return new TextDecoder(label).decode(bytes)
  } catch {
    // An unknown label: UTF-8 is the best guess, with undecodable bytes shown as U+FFFD.
    return new TextDecoder('utf-8').decode(bytes)
  }
}

function headerCharset(contentType: string): string | null {
  const match = /;\s*charset\s*=\s*"?([\w.:-]+)"?/i.exec(contentType)
  return match ? match[1]! : null
}

/** HTML's rule: a declaration must appear in the first 1024 bytes to count. */
function metaCharset(bytes: Uint8Array): string | null {
  const head = Buffer.from(bytes.subarray(0, 1024)).toString('latin1')
  const match = /<meta[^>]+charset\s*=\s*["']?\s*([\w.:-]+)/i.exec(head)
  return match ? match[1]! : null
}
