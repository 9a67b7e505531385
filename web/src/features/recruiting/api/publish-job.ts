import { useMutation } from '@tanstack/react-query'
import type { PublishJobResponse } from '@shared/schemas/recruiting.ts'
import { api } from '@/lib/api-client.ts'

/** Lists the job in job search for job seekers, or takes it back (jobs start private). */
export function publishJob({ jobId, published }: { jobId: string; published: boolean }): Promise<PublishJobResponse> {
  return api.recruiting.publishJob(jobId, published)
}

export function usePublishJob() {
  return useMutation({ mutationFn: publishJob })
}
