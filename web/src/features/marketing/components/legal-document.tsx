import type { LegalBlock, LegalSection } from '@/features/marketing/data/legal.ts'
import { PageHeader } from './page-header.tsx'

const EMAIL = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/

/** Text with its email addresses as mailto links (split keeps the addresses at odd indexes). */
function WithEmailLinks({ text }: { text: string }) {
  return text.split(EMAIL).map((part, index) =>
    index % 2 === 1 ? (
      <a key={index} href={`mailto:${part}`} className="font-medium text-primary hover:underline">
        {part}
      </a>
    ) : (
      part
    ),
  )
}

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === 'string')
    return (
      <p>
        <WithEmailLinks text={block} />
      </p>
    )
  return (
    <ul className="list-disc space-y-2 pl-5 marker:text-muted-foreground">
      {block.map((item) => (
        <li key={item}>
          <WithEmailLinks text={item} />
        </li>
      ))}
    </ul>
  )
}

/** A legal page: title, date, contents and numbered sections, readable on a phone. */
export function LegalDocument({
  title,
  lastUpdated,
  intro,
  sections,
}: {
  title: string
  lastUpdated: string
  intro: string
  sections: LegalSection[]
}) {
  return (
    <>
      <PageHeader eyebrow="Legal" title={title}>
        <p>Last updated: {lastUpdated}</p>
      </PageHeader>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:px-6 sm:py-14 lg:grid-cols-[16rem_1fr]">
        <nav aria-label="Contents" className="lg:sticky lg:top-24 lg:self-start">
          <h2 className="mb-3 text-sm font-semibold tracking-wide text-muted-foreground uppercase">Contents</h2>
          <ol className="space-y-1.5 text-sm">
            {sections.map((section, index) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-muted-foreground hover:text-primary hover:underline">
                  {index + 1}. {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="min-w-0 max-w-3xl space-y-10 text-[0.95rem] leading-relaxed">
          <p className="text-base text-pretty">{intro}</p>
          {sections.map((section, index) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-24 space-y-3">
              <h2 id={`${section.id}-title`} className="text-xl font-semibold tracking-tight">
                {index + 1}. {section.title}
              </h2>
              {section.body.map((block, blockIndex) => (
                <Block key={blockIndex} block={block} />
              ))}
            </section>
          ))}
        </div>
      </div>
    </>
  )
}
