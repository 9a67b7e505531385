import { Compass, Telescope } from 'lucide-react'
import { IconCard } from '@/features/marketing/components/icon-card.tsx'
import { ImpactStats } from '@/features/marketing/components/impact-stats.tsx'
import { LeaderCard } from '@/features/marketing/components/leader-card.tsx'
import { PageHeader } from '@/features/marketing/components/page-header.tsx'
import { PageSection } from '@/features/marketing/components/page-section.tsx'
import { CORE_VALUES, FOUNDED_YEAR, IMPACT_STATS, LEADERSHIP, MISSION, STORY, VISION } from '@/features/marketing/data/about.ts'
import { useDocumentTitle } from '@/hooks/use-document-title.ts'

export default function AboutRoute() {
  useDocumentTitle('About')
  return (
    <>
      <PageHeader eyebrow="About us" title="About T10">
        <p>We help people get hired for what they can really do, and help recruiters find them.</p>
      </PageHeader>
      <PageSection id="story" title="Our story" lead={`Founded in ${FOUNDED_YEAR}`}>
        <div className="mx-auto max-w-3xl space-y-4 text-base leading-relaxed text-pretty">
          {STORY.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </PageSection>
      <section aria-label="Mission and vision" className="border-y bg-card/40">
        <div className="mx-auto grid max-w-6xl gap-6 px-4 py-12 sm:px-6 sm:py-16 md:grid-cols-2">
          <IconCard icon={Compass} title="Our mission" description={MISSION} />
          <IconCard icon={Telescope} title="Our vision" description={VISION} />
        </div>
      </section>
      <PageSection id="values" title="Core values" lead="The three principles behind every feature we ship.">
        <ul className="grid gap-6 md:grid-cols-3">
          {CORE_VALUES.map((value) => (
            <li key={value.title}>
              <IconCard {...value} />
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection id="leadership" title="Leadership" className="border-t bg-card/40">
        <ul className="grid gap-6 md:grid-cols-3">
          {LEADERSHIP.map((leader) => (
            <li key={leader.name}>
              <LeaderCard leader={leader} />
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection id="impact" title="Our impact" lead="What T10 users have achieved so far." className="border-t">
        <ImpactStats stats={IMPACT_STATS} />
      </PageSection>
      <section aria-labelledby="data-sources-title" className="border-t">
        <div className="mx-auto max-w-3xl px-4 py-10 text-center sm:px-6">
          <h2 id="data-sources-title" className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
            Data sources
          </h2>
          <p className="mt-3 text-sm text-pretty text-muted-foreground">
            T10 recognises skills, job titles and careers with its own knowledge base, written by the T10 team: the roles people hold, the skills,
            tools and credentials they use, and how one role leads to another.
          </p>
          <p className="mt-2 text-sm text-pretty text-muted-foreground">
            Word meanings come from the GloVe word vectors (Stanford NLP, Public Domain Dedication and License).
          </p>
        </div>
      </section>
    </>
  )
}
