import { useQueryClient } from '@tanstack/react-query'
import { Search, Upload } from 'lucide-react'
import { useState } from 'react'
import type { ProviderName } from '@shared/providers.ts'
import { defaultProvider } from '@/components/provider-picker/provider-picker.tsx'
import { Card, CardContent } from '@/components/ui/card.tsx'
import { Tab, TabList, TabPanel, Tabs } from '@/components/ui/tabs.tsx'
import { type LastSearch, lastSearchQueryKey, useFindMatches } from '@/features/recruiting/hooks/use-find-matches.ts'
import { usePendingFiles } from '@/features/recruiting/hooks/use-pending-files.ts'
import { useProcessResumes } from '@/features/recruiting/hooks/use-process-resumes.ts'
import { DEFAULT_CANDIDATE_COUNT } from '@/features/recruiting/utils/job-description-example.ts'
import { DEFAULT_TOP_K, topKOf } from '@/features/recruiting/utils/model-reading.ts'
import { useProviders } from '@/lib/get-providers.ts'
import { FindMatchesTab } from './find-matches-tab.tsx'
import { MatchingResults } from './results/matching-results.tsx'
import { ResumeUploadTab } from './resume-upload-tab.tsx'
import { UploadProgress } from './upload-progress.tsx'

type TabId = 'upload' | 'find'

/** The recruiter's matching tool: the two tabs, then the results of the last search. */
export function RecruiterMatching() {
  // Back from a job's page, the screen is as it was left: the last search, its description and its results.
  const lastSearch = useQueryClient().getQueryData<LastSearch | null>(lastSearchQueryKey)
  const [tab, setTab] = useState<TabId>(lastSearch?.results ? 'find' : 'upload')
  const pending = usePendingFiles()
  const { processPending, processing, progress, uploads, clearUploads } = useProcessResumes(pending)
  const [description, setDescription] = useState(lastSearch?.description ?? '')
  const [limit, setLimit] = useState(lastSearch?.results?.limit ?? DEFAULT_CANDIDATE_COUNT)
  const providers = useProviders()
  const [providerChoice, setProviderChoice] = useState<ProviderName | null>(null)
  const provider = providerChoice ?? defaultProvider(providers.data ?? [])
  const [topK, setTopK] = useState(String(DEFAULT_TOP_K))
  const { findMatches, finding, results, reading, cancel, budgetRefusal } = useFindMatches({
    hasPendingFiles: pending.files.length > 0,
    processPending,
  })
  const busy = processing || finding

  async function onFind() {
    const model = provider === 'local' ? null : { provider, topK: topKOf(topK) }
    if (await findMatches(description, limit, model)) setTab('find')
  }

  return (
    <div className="space-y-8">
      <Card>
        <CardContent>
          <Tabs value={tab} onValueChange={(value) => setTab(value as TabId)} className="space-y-6">
            <TabList label="T10 Resume Matching">
              <Tab value="upload">
                <Upload className="hidden h-4 w-4 sm:block" aria-hidden="true" />
                Upload Resumes
              </Tab>
              <Tab value="find">
                <Search className="hidden h-4 w-4 sm:block" aria-hidden="true" />
                Find Matches
              </Tab>
            </TabList>
            {/* Under the tabs, so the progress shows whichever tab started the upload. */}
            {(progress || uploads.length > 0) && <UploadProgress progress={progress} uploads={uploads} onClear={clearUploads} />}
            <TabPanel value="upload">
              <ResumeUploadTab pending={pending} busy={busy} processing={processing} onProcess={() => void processPending()} />
            </TabPanel>
            <TabPanel value="find">
              <FindMatchesTab
                description={description}
                onDescriptionChange={setDescription}
                limit={limit}
                onLimitChange={setLimit}
                finding={finding}
                processing={processing}
                onFind={() => void onFind()}
                modelChoice={{
                  providers: providers.data ?? [],
                  provider,
                  onProviderChange: setProviderChoice,
                  topK,
                  onTopKChange: setTopK,
                }}
                reading={reading}
                onCancel={cancel}
                budgetRefusal={budgetRefusal}
              />
            </TabPanel>
          </Tabs>
        </CardContent>
      </Card>
      {results && <MatchingResults key={results.jobId} results={results} />}
    </div>
  )
}
