import type { Layout, ResumeSource } from '../schema.ts'
import { renderDatesRight } from './dates-right.ts'
import { renderLinkedin } from './linkedin.ts'
import { renderMarkdown } from './markdown.ts'
import { renderPlain } from './plain.ts'
import { renderQuirks } from './quirks.ts'
import { renderScanned } from './scanned.ts'
import { renderScannedNoisy } from './scanned-noisy.ts'
import { renderSidebar } from './sidebar.ts'
import { renderSingle } from './single.ts'
import { renderTables } from './tables.ts'
import { renderWord } from './word.ts'

export { renderWord97Batch } from './word97.ts'

/** One resume into one file, for every layout but word97 (LibreOffice takes those in a batch). */
export const RENDERERS: Record<Exclude<Layout, 'word97'>, (resume: ResumeSource) => Promise<Buffer> | Buffer> = {
  single: renderSingle,
  sidebar: renderSidebar,
  'dates-right': renderDatesRight,
  quirks: renderQuirks,
  scanned: renderScanned,
  'scanned-noisy': renderScannedNoisy,
  tables: renderTables,
  linkedin: renderLinkedin,
  word: renderWord,
  plain: renderPlain,
  markdown: renderMarkdown,
}
