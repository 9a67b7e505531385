import { Sparkles } from 'lucide-react'

/** "Welcome, Ada" — the first word of the name we know, else the e-mail's local part. */
export function firstNameOf(fullName: string | null | undefined, email: string | null | undefined): string {
  const first = (fullName ?? '').trim().split(/\s+/)[0]
  if (first) return first
  return (email ?? '').split('@')[0] || 'there'
}

export function WelcomeBanner({ firstName }: { firstName: string }) {
  return (
    <div className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-indigo-600 via-violet-600 to-fuchsia-600 p-6 text-white shadow-md sm:p-8">
      <Sparkles className="absolute -top-4 -right-4 h-28 w-28 opacity-15" aria-hidden="true" />
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Welcome, {firstName}</h1>
      <p className="mt-2 max-w-xl text-sm text-white/85 sm:text-base">
        Keep your profile up to date: it is the starting point for every tailored resume and cover letter you generate.
      </p>
    </div>
  )
}
