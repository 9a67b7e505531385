import { useMutation } from '@tanstack/react-query'
import type { DocumentType } from '@shared/schemas/documents.ts'
import type { RegenerateResponse } from '@shared/schemas/generate.ts'
import { api } from '@/lib/api-client.ts'
import { utf8ToBase64 } from '@/lib/base64.ts'

export { SKILLS_INSTRUCTION } from '@shared/quick-prompts.ts'

export interface RegenerateInput {
  instructions: string
  documentType: DocumentType
  filename: string
  latex: string
  jobDescription: string
  skills?: string[]
  /** The tracked application the new document is filed under. */
  applicationId?: string | null | undefined
}

export function regenerateDocument(input: RegenerateInput): Promise<RegenerateResponse> {
  return api.regenerate({
    user_instructions: input.instructions,
    document_type: input.documentType,
    original_filename: input.filename,
    encoded_existing_latex: utf8ToBase64(input.latex),
    job_description: input.jobDescription,
    ...(input.skills ? { skills: input.skills } : {}),
    ...(input.applicationId ? { application_id: input.applicationId } : {}),
  })
}

export function useRegenerateDocument() {
  return useMutation({ mutationFn: regenerateDocument })
}
