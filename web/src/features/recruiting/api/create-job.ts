import { useMutation } from '@tanstack/react-query'
import type { CreateJobResponse } from '@shared/schemas/recruiting.ts'
import { api } from '@/lib/api-client.ts'

/** Creates a job from its description; the server takes the title from a "Role:" or "Position:" line. */
export function createJob(description: string): Promise<CreateJobResponse> {
  return api.recruiting.createJob({ job_data: { description } })
}

export function useCreateJob() {
  return useMutation({ mutationFn: createJob })
}
