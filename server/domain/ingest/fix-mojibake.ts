import { CP1252_HIGH } from './decode-text.ts'

/*
 * Undoes "mojibake": UTF-8 text that was once decoded as Windows-1252, so that "–" reads "â€“" and a
 * non-breaking space reads "Â ". It is common in resumes that passed through old web forms (the
 * public resume datasets are full of it) and it breaks words, dates ("2019 â€“ 2021") and bullets.
 *
 * A run is repaired only when its characters map back to bytes that form valid UTF-8 of exactly
 * the right length, which ordinary accented text ("résumé", "São Paulo") never does.
 */

// Windows-1252 character -> byte (0xA0-0xBF are the same code points as the bytes).
const BYTE_OF = new Map<string, number>()
for (let i = 0; i < CP1252_HIGH.length; i++) BYTE_OF.set(CP1252_HIGH[i]!, 0x80 + i)
for (let b = 0xa0; b <= 0xbf; b++) BYTE_OF.set(String.fromCharCode(b), b)
// Bytes Windows-1252 leaves undefined (0x81, 0x8D, 0x8F, 0x90, 0x9D) were often turned into a
// zero-width space by whatever rendered the text; which byte it was is recovered by trying each.
const LOST_BYTE = '\u200B'
const UNDEFINED_BYTES = [0x9d, 0x8d, 0x81, 0x8f, 0x90]

const CONTINUATION = `[\\u0080-\\u00BF${escapeClass(CP1252_HIGH)}${LOST_BYTE}]`
// Lead bytes: 0xC2-0xDF start 2-byte sequences, 0xE0-0xEF 3-byte, 0xF0-0xF4 4-byte.
const MOJIBAKE = new RegExp(`[\\u00C2-\\u00DF]${CONTINUATION}|[\\u00E0-\\u00EF]${CONTINUATION}{2}|[\\u00F0-\\u00F4]${CONTINUATION}{3}`, 'g')
// A leftover "Â" (its non-breaking space already turned into a plain one, or lost) is a space;
// only between two capitals can it be a real letter ("CÂMARA").
const STRAY_A_CIRCUMFLEX = /(?<![A-Z])Â+|Â+(?![A-Z])/g

const strictUtf8 = new TextDecoder('utf-8', { fatal: true })

export function fixMojibake(text: string): string {
  if (!/[\u00C2-\u00F4]/.test(text)) return text
  return text.replace(MOJIBAKE, repair).replace(STRAY_A_CIRCUMFLEX, ' ')
}

function repair(run: string): string {
  const lead = run.charCodeAt(0)
  const rest = [...run.slice(1)]
  const lostAt = rest.indexOf(LOST_BYTE)
  const candidates = lostAt === -1 ? [undefined] : UNDEFINED_BYTES
  for (const lost of candidates) {
    const bytes = [lead, ...rest.map((c) => (c === LOST_BYTE ? lost : BYTE_OF.get(c)))]
    if (bytes.some((b) => b === undefined)) return run
    const decoded = decodeStrict(Uint8Array.from(bytes as number[]))
    // With a guessed byte, only punctuation counts as a repair ("â€" + lost = ”, not a control).
    if (decoded !== null && (lost === undefined || /^\p{P}$/u.test(decoded))) return decoded
  }
  return run
}

function decodeStrict(bytes: Uint8Array): string | null {
  try {
    return strictUtf8.decode(bytes)
  } catch {
    return null
  }
}

function escapeClass(chars: string): string {
  return chars.replace(/[\\\]^-]/g, '\\$&')
}
