import mammoth from 'mammoth'
import { unreadableFile } from './errors.ts'
import { checkDocxZip } from './docx/zip-guard.ts'
import { htmlToLines } from './docx/html-to-text.ts'
import { wordXmlToLines } from './docx/word-xml-text.ts'
import { withHeaderContact } from './header-contact.ts'

/*
 * DOCX text through mammoth, after the zip has been checked for bombs (docx/zip-guard.ts).
 * Images are skipped (never read or inflated): only text matters here.
 */

const skipImages = mammoth.images.imgElement(async () => ({ src: '' }))

export async function extractDocx(bytes: Uint8Array): Promise<string> {
  let headerXml: string[]
  let html: string
  try {
    ;({ headerXml } = await checkDocxZip(bytes))
    const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    html = (await mammoth.convertToHtml({ buffer }, { convertImage: skipImages })).value
  } catch (error) {
    throw unreadableFile(error)
  }
  const headerLines = headerXml.flatMap(wordXmlToLines)
  return withHeaderContact(htmlToLines(html), headerLines).join('\n')
}
