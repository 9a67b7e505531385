import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import type { useResumeUpload } from '@/components/resume-upload/use-resume-upload.ts'
import { latestResumeQueryKey, useLatestResume } from '@/features/job-search/api/get-latest-resume.ts'
import { useSavedPreferences } from '@/features/job-search/api/get-saved-preferences.ts'
import { useSavePreferences } from '@/features/job-search/api/save-preferences.ts'
import { EMPTY_PREFERENCES, type Preferences } from '@/features/job-search/components/preferences-form.tsx'

/**
 * The job search screen starts where the user left it: the preferences last searched with and the
 * resume uploaded last, each only until the user changes that part themselves. Neither is needed
 * to search, so a failure to load or save them stays quiet.
 */
export function useLastVisit(upload: ReturnType<typeof useResumeUpload>) {
  const queryClient = useQueryClient()
  const saved = useSavedPreferences()
  const latest = useLatestResume()
  const save = useSavePreferences()
  const [preferences, setPreferences] = useState<Preferences>(EMPTY_PREFERENCES)
  const edited = useRef(false)
  const [adoptedId, setAdoptedId] = useState<string | null>(null)

  useEffect(() => {
    if (saved.data && !edited.current) setPreferences(saved.data)
  }, [saved.data])

  const { adopt, resume } = upload
  useEffect(() => {
    if (latest.data && adopt(latest.data)) setAdoptedId(latest.data.resumeId)
  }, [latest.data, adopt])

  // A resume uploaded here is now the latest one: coming back starts from it.
  useEffect(() => {
    if (resume) queryClient.setQueryData(latestResumeQueryKey, resume)
  }, [resume, queryClient])

  return {
    preferences,
    editPreferences(next: Preferences) {
      edited.current = true
      setPreferences(next)
    },
    savePreferences: (searched: Preferences) => save.mutate(searched),
    resumeFromLastVisit: resume !== null && resume.resumeId === adoptedId,
  }
}
