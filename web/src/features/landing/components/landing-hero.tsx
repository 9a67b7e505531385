import { ArrowDown, BadgeCheck, Eye, FileText, LayoutTemplate, Mail, Smartphone } from 'lucide-react'
import { Link } from 'react-router'
import { ThemeToggle } from '@/components/ui/theme-toggle.tsx'

const CLAIMS = [
  { icon: FileText, label: 'AI resume generator' },
  { icon: Mail, label: 'Cover letter creation' },
  { icon: BadgeCheck, label: 'ATS optimisation' },
  { icon: Eye, label: 'Real-time preview' },
  { icon: LayoutTemplate, label: 'Professional templates' },
  { icon: Smartphone, label: 'Mobile friendly' },
]

/** The landing page's hero: Free Trial scrolls to the embedded generator, Log In goes to /login. */
export function LandingHero({ onFreeTrial }: { onFreeTrial: () => void }) {
  return (
    <header className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(60rem_30rem_at_50%_-10%,color-mix(in_oklab,var(--primary)_22%,transparent),transparent)]"
      />
      <div className="relative mx-auto max-w-6xl px-4 pt-5 sm:px-6">
        <div className="flex items-center justify-between">
          <span className="flex items-center gap-2 text-lg font-bold tracking-tight">
            <span className="flex h-8 w-8 items-center justify-center rounded-lg bg-primary text-xs font-bold text-primary-foreground">T10</span>
            T10
          </span>
          <ThemeToggle />
        </div>
        <div className="mx-auto max-w-3xl pt-14 pb-16 text-center sm:pt-20 sm:pb-24">
          <p className="mb-5 inline-flex items-center gap-2 rounded-full border bg-card/70 px-3 py-1 text-xs font-medium text-muted-foreground shadow-xs backdrop-blur">
            <span className="h-1.5 w-1.5 rounded-full bg-success" aria-hidden="true" />
            Try it free — no account needed
          </p>
          <h1 className="text-4xl font-extrabold tracking-tight text-balance sm:text-6xl">
            Land more interviews with a{' '}
            <span className="bg-gradient-to-r from-indigo-600 to-fuchsia-600 bg-clip-text text-transparent dark:from-indigo-400 dark:to-fuchsia-400">
              tailored resume
            </span>{' '}
            and cover letter
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-base text-pretty text-muted-foreground sm:text-lg">
            Upload your resume, paste the job description, and get an ATS-ready resume and cover letter in seconds — written from what you have really
            done.
          </p>
          <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <button
              type="button"
              onClick={onFreeTrial}
              className="inline-flex h-12 w-full items-center justify-center gap-2 rounded-xl bg-primary px-7 text-base font-semibold text-primary-foreground shadow-lg shadow-primary/25 transition-colors hover:bg-primary-hover focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background sm:w-auto"
            >
              Free Trial
              <ArrowDown className="h-4 w-4" aria-hidden="true" />
            </button>
            <Link
              to="/login"
              className="inline-flex h-12 w-full items-center justify-center rounded-xl border border-input bg-card px-7 text-base font-semibold shadow-xs transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background sm:w-auto"
            >
              Log In
            </Link>
          </div>
          <ul className="mx-auto mt-12 grid max-w-2xl grid-cols-2 gap-3 text-left sm:grid-cols-3" aria-label="Features">
            {CLAIMS.map(({ icon: Icon, label }) => (
              <li key={label} className="flex items-center gap-2 rounded-xl border bg-card/70 px-3 py-2.5 text-sm shadow-xs backdrop-blur">
                <Icon className="h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
                {label}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </header>
  )
}
