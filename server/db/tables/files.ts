import type { Insertable, Selectable } from 'kysely'

/** Uploaded bytes, content-addressed: the same file uploaded twice is stored once. */
export interface FilesTable {
  sha256: string
  bytes: Buffer
  size: number
  kind: string
  created_at: string
}

export type FileRow = Selectable<FilesTable>
export type NewFileRow = Insertable<FilesTable>
