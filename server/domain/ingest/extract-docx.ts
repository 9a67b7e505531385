import { oversizedDocx, unreadableFile } from './errors.ts'
import { checkDocxZip, ZipRefused } from './docx/zip-guard.ts'
import { htmlToLines } from './docx/html-to-text.ts'
import { wordXmlToLines } from './docx/word-xml-text.ts'
import { withHeaderContact } from './header-contact.ts'

/*
 * DOCX text through mammoth, after every entry of the zip has been inflated once under a byte
 * count (docx/zip-guard.ts): mammoth then only ever inflates parts known to fit the caps.
 * mammoth is told to skip images (only text matters here), so it never inflates them.
 */

// mammoth loads with the first .docx, not when a process starts.
const loadMammoth = async () => (await import('mammoth')).default

export async function extractDocx(bytes: Uint8Array): Promise<string> {
  let headerXml: string[]
  let html: string
  try {
    ;({ headerXml } = await checkDocxZip(bytes))
    const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    const mammoth = await loadMammoth()
    const skipImages = mammoth.images.imgElement(async () => ({ src: '' }))
    html = (await mammoth.convertToHtml({ buffer }, { convertImage: skipImages })).value
  } catch (error) {
    throw error instanceof ZipRefused && error.tooLarge ? oversizedDocx(error) : unreadableFile(error)
  }
  const headerLines = headerXml.flatMap(wordXmlToLines)
  return withHeaderContact(htmlToLines(html), headerLines).join('\n')
}
