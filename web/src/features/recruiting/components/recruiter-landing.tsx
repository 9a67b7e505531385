import { ArrowRight, BarChart3, FileDown, FileStack, Sparkles } from 'lucide-react'
import { useLocation, useNavigate } from 'react-router'
import { Button } from '@/components/ui/button.tsx'
import { useUser } from '@/lib/get-user.ts'

export const MATCHING_PATH = '/T10-generator'

const STEPS = [
  { icon: FileStack, title: 'Upload resumes', text: 'Drop in PDF and DOCX resumes — one or hundreds. Each is read and indexed once.' },
  { icon: Sparkles, title: 'Paste the job', text: 'Paste the job description: role, experience level, required skills, education.' },
  { icon: BarChart3, title: 'Get your top 10', text: 'See the best candidates ranked by score, with the evidence behind every number.' },
  { icon: FileDown, title: 'Share the shortlist', text: 'Export the analysis as a CSV for your team or your applicant tracking system.' },
]

/** The recruiter landing: the top 10 candidates for a job description, in minutes. */
export function RecruiterLanding() {
  const navigate = useNavigate()
  const location = useLocation()
  const user = useUser()

  function onGetStarted() {
    // Signed out: sign in first, then on to the matching tool (the login screen reads `from`).
    if (user.data) navigate(MATCHING_PATH)
    else navigate('/login', { state: { from: MATCHING_PATH } })
  }

  return (
    <div className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(60rem_30rem_at_50%_-10%,color-mix(in_oklab,var(--primary)_18%,transparent),transparent)]"
      />
      <div className="relative mx-auto max-w-5xl px-4 py-14 sm:px-6 sm:py-20">
        <div className="mx-auto max-w-3xl text-center">
          <p className="mb-5 inline-flex items-center gap-2 rounded-full border bg-card/70 px-3 py-1 text-xs font-medium text-muted-foreground shadow-xs">
            For recruiters
          </p>
          <h1 className="text-3xl font-extrabold tracking-tight text-balance sm:text-5xl">Find the top 10 candidates for any job description</h1>
          <p className="mx-auto mt-5 max-w-2xl text-base text-pretty text-muted-foreground sm:text-lg">
            Upload your candidates&apos; resumes, paste the job description, and T10 ranks every resume by how well it fits — skills, experience and
            education — with an analysis you can read and a CSV you can share.
          </p>
          <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <Button size="lg" onClick={onGetStarted} disabled={user.isPending} className="w-full sm:w-auto">
              Get Started
              <ArrowRight className="h-4 w-4" aria-hidden="true" />
            </Button>
            <Button size="lg" variant="outline" onClick={() => navigate('/faq', { state: { from: location.pathname } })} className="w-full sm:w-auto">
              Learn more
            </Button>
          </div>
        </div>
        <ol className="mt-14 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label="How it works">
          {STEPS.map(({ icon: Icon, title, text }, i) => (
            <li key={title} className="rounded-2xl border bg-card/80 p-5 shadow-xs">
              <span className="flex h-10 w-10 items-center justify-center rounded-xl bg-primary-soft text-primary">
                <Icon className="h-5 w-5" aria-hidden="true" />
              </span>
              <h2 className="mt-4 text-sm font-semibold">
                <span className="text-muted-foreground">{i + 1}. </span>
                {title}
              </h2>
              <p className="mt-1.5 text-sm text-muted-foreground">{text}</p>
            </li>
          ))}
        </ol>
      </div>
    </div>
  )
}
