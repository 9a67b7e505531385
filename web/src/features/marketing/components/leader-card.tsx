import type { Leader } from '@/features/marketing/data/about.ts'
import { initialsOf } from '@/features/marketing/utils/initials.ts'

export function LeaderCard({ leader: { name, role, bio } }: { leader: Leader }) {
  const titleId = `leader-${name.toLowerCase().replace(/\s+/g, '-')}`
  return (
    <article aria-labelledby={titleId} className="h-full rounded-2xl border bg-card p-6 text-center shadow-sm">
      <span
        className="mx-auto flex h-20 w-20 items-center justify-center rounded-full bg-gradient-to-br from-indigo-500 to-fuchsia-500 text-2xl font-bold text-white"
        aria-hidden="true"
      >
        {initialsOf(name)}
      </span>
      <h3 id={titleId} className="mt-4 text-lg font-semibold tracking-tight">
        {name}
      </h3>
      <p className="text-sm font-medium text-primary">{role}</p>
      <p className="mt-3 text-sm leading-relaxed text-muted-foreground">{bio}</p>
    </article>
  )
}
