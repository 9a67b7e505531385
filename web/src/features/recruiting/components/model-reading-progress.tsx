import { Button } from '@/components/ui/button.tsx'
import { ProgressBar } from '@/components/ui/progress-bar.tsx'
import type { ModelReading } from '@/features/recruiting/hooks/use-find-matches.ts'
import { readingText } from '@/features/recruiting/utils/model-reading.ts'

/** "Reading candidate 7 of 20" with its bar, while a model reads the engine's best; Cancel stops it. */
export function ModelReadingProgress({ reading, onCancel }: { reading: ModelReading; onCancel: () => void }) {
  const { done, total } = reading
  return (
    <div className="space-y-2 rounded-lg border bg-muted/40 p-3">
      <div className="flex items-center justify-between gap-3">
        <p role="status" aria-live="polite" className="text-sm font-medium tabular-nums">
          {readingText(reading)}
        </p>
        <Button variant="outline" size="sm" onClick={onCancel}>
          Cancel
        </Button>
      </div>
      <ProgressBar value={total === 0 ? 0 : (done / total) * 100} label="Candidates read by the model" tone="bg-primary" />
    </div>
  )
}
