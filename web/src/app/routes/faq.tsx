import { FaqBackLink } from '@/features/marketing/components/faq-back-link.tsx'
import { FaqList } from '@/features/marketing/components/faq-list.tsx'
import { PageHeader } from '@/features/marketing/components/page-header.tsx'
import { CONTACT } from '@/features/marketing/data/contact.ts'
import { FAQ_GROUPS } from '@/features/marketing/data/faq.ts'
import { useDocumentTitle } from '@/hooks/use-document-title.ts'

/** Questions for job seekers and recruiters; the back link returns to the page it was opened from. */
export default function FaqRoute() {
  useDocumentTitle('FAQ')
  return (
    <>
      <PageHeader eyebrow="Help" title="Frequently Asked Questions" back={<FaqBackLink />}>
        <p>How T10 tailors resumes and cover letters for job seekers, and how T10 Resume Matching ranks candidates for recruiters.</p>
      </PageHeader>
      <div className="mx-auto max-w-3xl space-y-12 px-4 py-10 sm:px-6 sm:py-14">
        {FAQ_GROUPS.map(({ id, icon: Icon, title, description, items }) => (
          <section key={id} id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24">
            <div className="mb-5 flex items-start gap-3">
              <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary">
                <Icon className="h-5 w-5" aria-hidden="true" />
              </span>
              <div>
                <h2 id={`${id}-title`} className="text-xl font-bold tracking-tight sm:text-2xl">
                  {title}
                </h2>
                <p className="text-sm text-muted-foreground">{description}</p>
              </div>
            </div>
            <FaqList items={items} />
          </section>
        ))}
        <p className="text-center text-sm text-muted-foreground">
          Still have a question? Email{' '}
          <a href={`mailto:${CONTACT.support}`} className="font-medium text-primary hover:underline">
            {CONTACT.support}
          </a>{' '}
          and we will help.
        </p>
      </div>
    </>
  )
}
