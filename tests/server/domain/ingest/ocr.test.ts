import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { readResumeFile } from '../../../../server/adapters/read-resume.ts'
import { toYearMonth } from '../../../../server/domain/ingest/index.ts'
import { allRenderings } from '../../../resumes/index.ts'

/*
 * Scanned resumes (tests/resumes: the single layout's pages scanned at 200 dpi, and copier scans
 * of them fed crooked, with specks, at 150 dpi; PDFs with no text layer) are read by OCR
 * (Tesseract) through the same parser as a text PDF. Three of each here; bench/resume-formats.ts
 * reads every one and measures the words.
 */

const SCANS = [
  ...allRenderings()
    .filter((r) => r.layout === 'scanned')
    .slice(0, 3),
  ...allRenderings()
    .filter((r) => r.layout === 'scanned-noisy')
    .slice(3, 6),
]

describe('a scanned PDF read by OCR', () => {
  it.each(SCANS.map((s) => [`${s.resume.id} (${s.layout})`, s] as const))(
    '%s: the name, e-mail, phone and every dated role, with the confidence',
    async (_, scan) => {
      const result = await readResumeFile(new Uint8Array(readFileSync(scan.path)))
      const truth = scan.resume
      expect(result.ocr).toBeDefined()
      expect(result.ocr!.mean_confidence).toBeGreaterThan(80)
      expect(result.ocr!.pages.map((p) => p.page)).toEqual(result.ocr!.pages.map((_, i) => i + 1))
      expect(result.ocr!.note).toMatch(/^This PDF is a scan: its text was read by OCR \(text recognition\), \d+% confidence\.$/)
      const text = result.resume_text
      // Accents may be read without their marks at 100 dpi ("Echeverria"): the name is compared without them.
      const plain = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '')
      expect(plain(result.parsed.contact.name ?? '')).toBe(plain(truth.name))
      expect(result.parsed.contact.email).toBe(truth.contact.email)
      if (truth.contact.phone) expect(text).toContain(truth.contact.phone)
      const dated = truth.experience.filter((role) => role.start)
      const yearOf = (date: string | null) => {
        const read = date ? toYearMonth(date) : null
        return read && read !== 'present' ? read.year : null
      }
      const startYears = result.parsed.experience.map((e) => yearOf(e.start))
      for (const role of dated) expect(startYears).toContain(Number(role.start!.slice(0, 4)))
      expect(result.parsed.experience.length).toBe(truth.experience.length)
    },
  )
})
