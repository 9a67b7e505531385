import { useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { toast } from '@/components/ui/toast-store.ts'
import { usePublishJob } from '@/features/recruiting/api/publish-job.ts'
import { rememberInLastSearch } from '@/features/recruiting/hooks/use-find-matches.ts'
import { stepErrorToast } from '@/features/recruiting/utils/toasts.ts'

/**
 * Whether job seekers find this job in Job Search. A recruiter's job is private until switched
 * on here; the switch shows the server's answer, so a refused change springs back.
 */
export function PublishJobToggle({ jobId, published: initial }: { jobId: string; published: boolean }) {
  const [published, setPublished] = useState(initial)
  const publishJob = usePublishJob()
  const queryClient = useQueryClient()
  const id = useId()

  async function onChange(next: boolean) {
    try {
      const answer = await publishJob.mutateAsync({ jobId, published: next })
      setPublished(answer.published)
      // The results are kept for a visit to the job's page and back: they show the switch as set.
      rememberInLastSearch(queryClient, jobId, (results) => ({ ...results, published: answer.published }))
    } catch (error) {
      toast(stepErrorToast(error, 'Failed to update the job'))
    }
  }

  return (
    <div className="flex items-start gap-2.5">
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={published}
        disabled={publishJob.isPending}
        onChange={(event) => void onChange(event.target.checked)}
        aria-describedby={`${id}-hint`}
        className="mt-0.5 h-4 w-4 shrink-0 accent-primary"
      />
      <div className="text-sm">
        <label htmlFor={id} className="font-medium text-foreground">
          List in Job Search
        </label>
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {published ? 'Job seekers can find this job.' : 'Only you can see this job.'}
        </p>
      </div>
    </div>
  )
}
