import type { ImpactStat } from '@/features/marketing/data/about.ts'

/** Headline figures: each value is the description of its label. */
export function ImpactStats({ stats }: { stats: ImpactStat[] }) {
  return (
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {stats.map(({ value, label }) => (
        <div key={label} className="flex flex-col-reverse rounded-2xl border bg-card p-6 text-center shadow-sm">
          <dt className="mt-1 text-sm text-muted-foreground">{label}</dt>
          <dd className="text-3xl font-extrabold tracking-tight text-primary sm:text-4xl">{value}</dd>
        </div>
      ))}
    </dl>
  )
}
