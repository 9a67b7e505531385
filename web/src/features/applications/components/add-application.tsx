import { Link2, Plus } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import { APPLICATION_STATUS_LABELS, type Application, type ApplicationStatus } from '@shared/schemas/applications.ts'
import { useCreateApplication } from '@/components/track-application/create-application.ts'
import { Button } from '@/components/ui/button.tsx'
import { Card, CardContent } from '@/components/ui/card.tsx'
import { FormField } from '@/components/ui/form-field.tsx'
import { fieldVariants } from '@/components/ui/input.tsx'
import { Label } from '@/components/ui/label.tsx'
import { toast } from '@/components/ui/toast-store.ts'
import { cn } from '@/lib/cn.ts'
import { serverMessage } from '@/lib/server-message.ts'

// Closed needs a reason: an application is added open and closed later.
const ADDABLE: ApplicationStatus[] = ['saved', 'applied', 'interviewing', 'offer']

/** Adds an application from a posting's link (the server reads the page) or by hand. */
export function AddApplication({ onAdded }: { onAdded: (application: Application) => void }) {
  const fromLink = useCreateApplication()
  const byHand = useCreateApplication()
  const [link, setLink] = useState('')
  const [linkError, setLinkError] = useState('')
  const [manual, setManual] = useState({ title: '', company: '', location: '', link: '', status: 'saved' as ApplicationStatus })
  const [manualError, setManualError] = useState('')
  const statusId = useId()

  const added = (application: Application) => {
    toast({ title: 'Application added', description: application.title, variant: 'success', topic: 'application-add' })
    onAdded(application)
  }

  const addFromLink = (event: FormEvent) => {
    event.preventDefault()
    setLinkError('')
    const url = link.trim()
    if (!/^https?:\/\/\S+$/i.test(url)) {
      setLinkError('Enter the posting’s address, starting with http:// or https://')
      return
    }
    fromLink.mutate(
      { link: url, fetch_posting: true, source: 'link' },
      {
        onSuccess: (application) => {
          setLink('')
          added(application)
        },
        onError: (error) => setLinkError(serverMessage(error) || 'The posting could not be read from that link. Add it by hand instead.'),
      },
    )
  }

  const addByHand = (event: FormEvent) => {
    event.preventDefault()
    setManualError('')
    if (manual.title.trim() === '') {
      setManualError('Give the job’s title.')
      return
    }
    byHand.mutate(
      {
        title: manual.title.trim(),
        company: manual.company.trim(),
        location: manual.location.trim(),
        ...(manual.link.trim() ? { link: manual.link.trim() } : {}),
        status: manual.status,
        source: 'manual',
      },
      {
        onSuccess: (application) => {
          setManual({ title: '', company: '', location: '', link: '', status: 'saved' })
          added(application)
        },
        onError: (error) => setManualError(serverMessage(error) || 'The application could not be added. Try again.'),
      },
    )
  }

  return (
    <Card>
      <CardContent className="grid gap-6 lg:grid-cols-2">
        <form onSubmit={addFromLink} aria-label="Add from a link" className="space-y-3" noValidate>
          <h2 className="flex items-center gap-2 text-base font-semibold">
            <Link2 className="h-4 w-4 text-primary" aria-hidden="true" />
            Add from a link
          </h2>
          <FormField
            label="Posting link"
            type="url"
            value={link}
            placeholder="https://careers.example.com/jobs/123"
            onChange={(e) => setLink(e.target.value)}
            error={linkError}
            hint="T10 reads the title, company and text from the page."
          />
          <Button type="submit" busy={fromLink.isPending}>
            Add from link
          </Button>
        </form>
        <form onSubmit={addByHand} aria-label="Add by hand" className="space-y-3" noValidate>
          <h2 className="flex items-center gap-2 text-base font-semibold">
            <Plus className="h-4 w-4 text-primary" aria-hidden="true" />
            Add by hand
          </h2>
          <FormField
            label="Job title"
            value={manual.title}
            maxLength={200}
            onChange={(e) => setManual({ ...manual, title: e.target.value })}
            error={manualError}
          />
          <div className="grid gap-3 sm:grid-cols-2">
            <FormField label="Company" value={manual.company} maxLength={300} onChange={(e) => setManual({ ...manual, company: e.target.value })} />
            <FormField
              label="Location"
              value={manual.location}
              maxLength={300}
              onChange={(e) => setManual({ ...manual, location: e.target.value })}
            />
          </div>
          <div className="grid gap-3 sm:grid-cols-2">
            <FormField label="Link (optional)" type="url" value={manual.link} onChange={(e) => setManual({ ...manual, link: e.target.value })} />
            <div className="space-y-1.5">
              <Label htmlFor={statusId}>Status</Label>
              <select
                id={statusId}
                value={manual.status}
                onChange={(e) => setManual({ ...manual, status: e.target.value as ApplicationStatus })}
                className={cn(fieldVariants(), 'h-10')}
              >
                {ADDABLE.map((s) => (
                  <option key={s} value={s}>
                    {APPLICATION_STATUS_LABELS[s]}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <Button type="submit" busy={byHand.isPending}>
            Save application
          </Button>
        </form>
      </CardContent>
    </Card>
  )
}
