/** A stored document as the downloads know it: the server's file name and the name a person saves it under. */
export interface SavedDocument {
  filename: string
  /** "Jane Doe – Staff Accountant – Acme"; absent on results kept from before the server named them. */
  download_name?: string | undefined
}

/** The name a download is saved under: the person's name for it, else the stored file's own. */
export function saveAsName(doc: SavedDocument, extension: 'pdf' | 'docx' | 'tex'): string {
  const base = doc.download_name?.trim() || doc.filename.replace(/\.tex$/i, '')
  return `${base}.${extension}`
}
