import { useMemo } from 'react'
import { PageSpinner } from '@/components/ui/spinner.tsx'
import { PlanUsage } from '@/features/account/components/plan-usage.tsx'
import { DocumentHistory } from '@/features/applying/components/document-history.tsx'
import { ChangePasswordForm } from '@/features/auth/components/change-password-form.tsx'
import { useProfile } from '@/features/profile/api/get-profile.ts'
import { EMPTY_PROFILE, ProfileForm } from '@/features/profile/components/profile-form.tsx'
import { firstNameOf, WelcomeBanner } from '@/features/profile/components/welcome-banner.tsx'
import { useDocumentTitle } from '@/hooks/use-document-title.ts'
import { useUser } from '@/lib/get-user.ts'

export default function ProfileRoute() {
  useDocumentTitle('Profile')
  const user = useUser().data ?? null
  const profile = useProfile(user?.id ?? '')
  const saved = profile.data ?? EMPTY_PROFILE
  // A profile never saved starts from the name given at sign-up.
  const initial = useMemo(() => ({ ...saved, fullName: saved.fullName || user?.name || '' }), [saved, user?.name])
  if (profile.isPending) return <PageSpinner label="Loading your profile" />
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <WelcomeBanner firstName={firstNameOf(saved.fullName || user?.name, user?.email)} />
      {profile.isError && (
        <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive-soft px-3 py-2 text-sm text-destructive">
          Your saved profile could not be loaded. You can still fill it in and save it.
        </p>
      )}
      <ProfileForm userId={user?.id ?? null} initial={initial} />
      <PlanUsage />
      <ChangePasswordForm />
      <DocumentHistory />
    </div>
  )
}
