/** A paragraph, or a bulleted list when an array. */
export type LegalBlock = string | string[]

export interface LegalSection {
  id: string
  title: string
  body: LegalBlock[]
}

export const LEGAL_LAST_UPDATED = 'March 15, 2025'
