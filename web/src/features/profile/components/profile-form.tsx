import { Award, Briefcase, GraduationCap, UserRound } from 'lucide-react'
import { useEffect, useState, type FormEvent, type ReactNode } from 'react'
import type { Profile } from '@shared/schemas/profile.ts'
import { Button } from '@/components/ui/button.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx'
import { FormField } from '@/components/ui/form-field.tsx'
import { Label } from '@/components/ui/label.tsx'
import { Textarea } from '@/components/ui/textarea.tsx'
import { toast } from '@/components/ui/toast-store.ts'
import { useSaveProfile } from '@/features/profile/api/save-profile.ts'
import { ApiError } from '@/lib/api-client.ts'
import { serverMessage } from '@/lib/server-message.ts'

export const EMPTY_PROFILE: Profile = { fullName: '', title: '', location: '', experience: '', education: '', skills: '' }

function Section({ icon, title, description, children }: { icon: ReactNode; title: string; description: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          {icon}
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">{children}</CardContent>
    </Card>
  )
}

function TextAreaField({
  id,
  label,
  value,
  onChange,
  placeholder,
}: {
  id: keyof Profile
  label: string
  value: string
  onChange: (v: string) => void
  placeholder: string
}) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={`profile-${id}`}>{label}</Label>
      <Textarea
        id={`profile-${id}`}
        value={value}
        maxLength={20000}
        placeholder={placeholder}
        className="min-h-32"
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  )
}

const iconClass = 'h-5 w-5 text-primary'

/** The four profile cards and the save button; saved values are shown again on the next visit. */
export function ProfileForm({ userId, initial }: { userId: string | null; initial: Profile }) {
  const save = useSaveProfile()
  const [profile, setProfile] = useState<Profile>(initial)
  useEffect(() => setProfile(initial), [initial])
  const set = (key: keyof Profile) => (value: string) => setProfile((p) => ({ ...p, [key]: value }))

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (!userId) {
      toast({ title: 'Error', description: 'You must be logged in to save your profile', variant: 'destructive' })
      return
    }
    try {
      const answer = await save.mutateAsync({ userId, profile })
      toast({ title: 'Success', description: answer.message || 'Profile information saved successfully!', variant: 'success' })
    } catch (error) {
      toast(
        error instanceof ApiError && error.status > 0
          ? { title: 'Failed to save profile information', description: serverMessage(error) || undefined, variant: 'destructive' }
          : { title: 'Error', description: 'An error occurred while saving your profile', variant: 'destructive' },
      )
    }
  }

  return (
    <form onSubmit={onSubmit} className="space-y-6" aria-label="Profile">
      <Section icon={<UserRound className={iconClass} aria-hidden="true" />} title="Personal Information" description="How you introduce yourself.">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <FormField
            label="Full Name"
            name="fullName"
            autoComplete="name"
            maxLength={200}
            value={profile.fullName}
            onChange={(e) => set('fullName')(e.target.value)}
            placeholder="e.g. Jane Smith"
          />
          <FormField
            label="Professional Title"
            name="title"
            autoComplete="organization-title"
            maxLength={200}
            value={profile.title}
            onChange={(e) => set('title')(e.target.value)}
            placeholder="e.g. Senior Software Engineer"
          />
        </div>
        <FormField
          label="Location"
          name="location"
          autoComplete="address-level2"
          maxLength={200}
          value={profile.location}
          onChange={(e) => set('location')(e.target.value)}
          placeholder="e.g. Austin, TX"
        />
      </Section>
      <Section
        icon={<Briefcase className={iconClass} aria-hidden="true" />}
        title="Professional Experience"
        description="Roles, employers, dates and what you achieved."
      >
        <TextAreaField
          id="experience"
          label="Work Experience"
          value={profile.experience}
          onChange={set('experience')}
          placeholder="e.g. Senior Engineer, Acme Corp (2020 – present): led the payments team..."
        />
      </Section>
      <Section icon={<GraduationCap className={iconClass} aria-hidden="true" />} title="Education" description="Degrees, schools and certifications.">
        <TextAreaField
          id="education"
          label="Educational Background"
          value={profile.education}
          onChange={set('education')}
          placeholder="e.g. B.S. Computer Science, University of Texas, 2016"
        />
      </Section>
      <Section
        icon={<Award className={iconClass} aria-hidden="true" />}
        title="Skills & Achievements"
        description="What you are best at, and what you are proud of."
      >
        <TextAreaField
          id="skills"
          label="Key Skills"
          value={profile.skills}
          onChange={set('skills')}
          placeholder="e.g. TypeScript, React, PostgreSQL, team leadership..."
        />
      </Section>
      <div className="flex justify-end">
        <Button type="submit" size="lg" className="w-full sm:w-auto" busy={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Profile Information'}
        </Button>
      </div>
    </form>
  )
}
