import { execFile } from 'node:child_process'
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { crc32, deflateRawSync, inflateRawSync } from 'node:zlib'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../helpers/chromium.ts'

/*
 * The programs the layouts run (pdflatex, Chromium, pdftoppm, LibreOffice), each in a scratch
 * folder of its own, with what makes their output the same from one build to the next: a fixed
 * date, no trailer id, zip entries with a fixed time.
 */

const run = promisify(execFile)

/** 2026-11-27 00:00 UTC: the date every built file carries. */
export const BUILD_EPOCH = 1795737600
const PDF_DATE = 'D:20261127000000'

async function inScratch<T>(work: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 't10-resumes-'))
  try {
    return await work(dir)
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

/** What every LaTeX layout puts first: no dates, no ids, no build details in the PDF. */
export const LATEX_REPRODUCIBLE = String.raw`\pdfinfoomitdate=1
\pdftrailerid{}
\pdfsuppressptexinfo=-1
`

/** pdflatex over one document; the PDF's bytes. Files named in `inputs` are written beside it first. */
export async function compileLatex(source: string, inputs: Record<string, Uint8Array> = {}): Promise<Buffer> {
  return inScratch(async (dir) => {
    await writeFile(join(dir, 'resume.tex'), source)
    for (const [name, bytes] of Object.entries(inputs)) await writeFile(join(dir, name), bytes)
    try {
      await run('pdflatex', ['-interaction=nonstopmode', '-halt-on-error', '-no-shell-escape', 'resume.tex'], {
        cwd: dir,
        env: { ...process.env, SOURCE_DATE_EPOCH: String(BUILD_EPOCH), FORCE_SOURCE_DATE: '1' },
        maxBuffer: 16 * 2 ** 20,
      })
    } catch (error) {
      const log = await readFile(join(dir, 'resume.log'), 'utf8').catch(() => '')
      const lines = log.split('\n')
      const problem = lines.findIndex((l) => l.startsWith('!'))
      const detail = problem >= 0 ? lines.slice(problem, problem + 6).join('\n') : String(error)
      throw new Error(`pdflatex failed: ${detail}`, { cause: error })
    }
    return readFile(join(dir, 'resume.pdf'))
  })
}

/** Chromium prints an HTML page to PDF; its creation and modification dates are set to the build's. */
export async function printHtml(html: string): Promise<Buffer> {
  return inScratch(async (dir) => {
    const page = join(dir, 'resume.html')
    const pdf = join(dir, 'resume.pdf')
    await writeFile(page, html)
    await run(
      CHROMIUM_PATH,
      [...CHROMIUM_FLAGS, '--no-pdf-header-footer', `--user-data-dir=${join(dir, 'profile')}`, `--print-to-pdf=${pdf}`, `file://${page}`],
      {
        maxBuffer: 16 * 2 ** 20,
      },
    )
    const bytes = await readFile(pdf)
    // Same length, so the cross-reference offsets still hold.
    return Buffer.from(bytes.toString('latin1').replace(/D:\d{14}/g, PDF_DATE), 'latin1')
  })
}

/** How many pages a PDF has (poppler's pdfinfo). */
export async function pdfPageCount(pdf: Uint8Array): Promise<number> {
  return inScratch(async (dir) => {
    await writeFile(join(dir, 'in.pdf'), pdf)
    const { stdout } = await run('pdfinfo', [join(dir, 'in.pdf')])
    return Number(/^Pages:\s+(\d+)/m.exec(stdout)?.[1] ?? 0)
  })
}

/** Every page of a PDF as a grey JPEG at `dpi`, as a scanner gives it. */
export async function pdfPagesToJpeg(pdf: Uint8Array, dpi: number, quality: number): Promise<Buffer[]> {
  return inScratch(async (dir) => {
    await writeFile(join(dir, 'in.pdf'), pdf)
    await run('pdftoppm', ['-r', String(dpi), '-gray', '-jpeg', '-jpegopt', `quality=${quality}`, join(dir, 'in.pdf'), join(dir, 'page')])
    const pages = (await readdir(dir)).filter((n) => n.startsWith('page') && n.endsWith('.jpg')).sort()
    return Promise.all(pages.map((p) => readFile(join(dir, p))))
  })
}

/** Word 97-2003 files from .docx files, by LibreOffice in one run; keyed like the input. */
export async function docxToDoc(files: Map<string, Uint8Array>): Promise<Map<string, Buffer>> {
  if (files.size === 0) return new Map()
  return inScratch(async (dir) => {
    const names = [...files.keys()]
    for (const name of names) await writeFile(join(dir, `${name}.docx`), files.get(name)!)
    await run(
      'libreoffice',
      [
        `-env:UserInstallation=file://${join(dir, 'profile')}`,
        '--headless',
        '--convert-to',
        'doc:MS Word 97',
        '--outdir',
        join(dir, 'out'),
        ...names.map((n) => join(dir, `${n}.docx`)),
      ],
      { env: { ...process.env, SOURCE_DATE_EPOCH: String(BUILD_EPOCH) }, maxBuffer: 16 * 2 ** 20, timeout: 600_000 },
    )
    const out = new Map<string, Buffer>()
    for (const name of names) out.set(name, await readFile(join(dir, 'out', `${name}.doc`)))
    return out
  })
}

// ---- zip ------------------------------------------------------------------------------------

interface ZipEntry {
  name: string
  data: Buffer
}

/** The entries of a zip (stored or deflated), from its central directory. */
export function readZip(zip: Uint8Array): ZipEntry[] {
  const buf = Buffer.from(zip)
  const eocd = buf.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]))
  if (eocd < 0) throw new Error('not a zip')
  const count = buf.readUInt16LE(eocd + 10)
  let at = buf.readUInt32LE(eocd + 16)
  const entries: ZipEntry[] = []
  for (let i = 0; i < count; i++) {
    const method = buf.readUInt16LE(at + 10)
    const compressedSize = buf.readUInt32LE(at + 20)
    const nameLength = buf.readUInt16LE(at + 28)
    const extraLength = buf.readUInt16LE(at + 30)
    const commentLength = buf.readUInt16LE(at + 32)
    const local = buf.readUInt32LE(at + 42)
    const name = buf.toString('utf8', at + 46, at + 46 + nameLength)
    const dataAt = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28)
    const raw = buf.subarray(dataAt, dataAt + compressedSize)
    entries.push({ name, data: method === 0 ? Buffer.from(raw) : inflateRawSync(raw) })
    at += 46 + nameLength + extraLength + commentLength
  }
  return entries
}

/** A zip of deflated entries, every one dated 1980-01-01 00:00 (the zero DOS date). */
export function writeZip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const { name, data } of entries) {
    const nameBytes = Buffer.from(name, 'utf8')
    const deflated = deflateRawSync(data, { level: 9 })
    const crc = crc32(data)
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt16LE(0x0800, 6) // UTF-8 names
    local.writeUInt16LE(8, 8)
    local.writeUInt16LE(0, 10)
    local.writeUInt16LE(0x21, 12) // 1980-01-01
    local.writeUInt32LE(crc, 14)
    local.writeUInt32LE(deflated.length, 18)
    local.writeUInt32LE(data.length, 22)
    local.writeUInt16LE(nameBytes.length, 26)
    local.writeUInt16LE(0, 28)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4)
    central.writeUInt16LE(20, 6)
    central.writeUInt16LE(0x0800, 8)
    central.writeUInt16LE(8, 10)
    central.writeUInt16LE(0, 12)
    central.writeUInt16LE(0x21, 14)
    central.writeUInt32LE(crc, 16)
    central.writeUInt32LE(deflated.length, 20)
    central.writeUInt32LE(data.length, 24)
    central.writeUInt16LE(nameBytes.length, 28)
    central.writeUInt32LE(offset, 42)
    locals.push(local, nameBytes, deflated)
    centrals.push(central, nameBytes)
    offset += local.length + nameBytes.length + deflated.length
  }
  const centralSize = centrals.reduce((n, b) => n + b.length, 0)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(entries.length, 8)
  end.writeUInt16LE(entries.length, 10)
  end.writeUInt32LE(centralSize, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, ...centrals, end])
}

/** A .docx with its entries' times and its core properties' dates fixed to the build's. */
export function reproducibleDocx(docx: Uint8Array): Buffer {
  const stamp = new Date(BUILD_EPOCH * 1000).toISOString().replace(/\.\d+Z$/, 'Z')
  const rewrite = (entry: ZipEntry, edit: (xml: string) => string) => ({
    name: entry.name,
    data: Buffer.from(edit(entry.data.toString('utf8')), 'utf8'),
  })
  let shape = 0
  const entries = readZip(docx).map((entry) => {
    if (entry.name === 'docProps/core.xml') {
      return rewrite(entry, (xml) => xml.replace(/(<dcterms:(?:created|modified)[^>]*>)[^<]*(<\/dcterms:)/g, `$1${stamp}$2`))
    }
    // docx names each text box's shape with a random id; number them instead.
    if (entry.name === 'word/document.xml')
      return rewrite(entry, (xml) => xml.replace(/<v:shape id="[^"]*"/g, () => `<v:shape id="_x0000_s${1025 + shape++}"`))
    return entry
  })
  return writeZip(entries)
}
