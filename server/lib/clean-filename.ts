/*
 * Characters that change how a name is shown without being seen: C0/C1 controls, and the
 * bidirectional and zero-width controls (U+061C, U+200B-200F, U+202A-202E, U+2066-2069, U+FEFF), with which
 * "resume\u202Efdp.exe" displays as "resumeexe.pdf". Stripped from every file name we keep.
 */
const INVISIBLE_CONTROLS = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g

/** Keeps the name a person gave the file, without any directory part or invisible controls. */
export function cleanFilename(name: string | undefined): string {
  // Browsers send a quote in a file name as %22 (and CR, LF as %0D, %0A): undo that.
  const decoded = (name ?? '').replace(/%22/g, '"').replace(/%0[AD]/gi, ' ')
  const base = decoded.split(/[\\/]/).pop() ?? ''
  const cleaned = base.replace(INVISIBLE_CONTROLS, '').trim().slice(0, 255)
  return cleaned || 'resume'
}
