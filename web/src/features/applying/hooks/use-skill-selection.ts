import { useCallback, useEffect, useMemo, useState } from 'react'
import type { SkillEntry } from '@shared/schemas/skills.ts'
import {
  addSkillRefusal,
  clearSelection,
  selectAllJd,
  sortSkills,
  toggleSkill,
  withLocked,
  type AddSkillRefusal,
  type BankSkill,
} from '@/features/applying/utils/skills.ts'

export interface SkillSelection {
  chips: BankSkill[]
  selected: string[]
  isSelected: (name: string) => boolean
  toggle: (name: string) => void
  selectAllJd: () => void
  clear: () => void
  /** Adds a custom skill and selects it; returns why it was refused, or null. */
  add: (name: string) => AddSkillRefusal | null
}

/** The skill bank's state for one document: resume skills locked in, the rest toggled. */
export function useSkillSelection(skills: SkillEntry[]): SkillSelection {
  const [selected, setSelected] = useState<string[]>(() => withLocked(skills, []))
  const [custom, setCustom] = useState<string[]>([])

  // New skills (a new generation): the resume's are auto-added again.
  useEffect(() => setSelected((current) => withLocked(skills, current)), [skills])

  const selectedKeys = useMemo(() => new Set(selected.map((s) => s.toLowerCase())), [selected])
  const isSelected = useCallback((name: string) => selectedKeys.has(name.toLowerCase()), [selectedKeys])

  return {
    chips: useMemo(() => sortSkills(skills, custom), [skills, custom]),
    selected,
    isSelected,
    toggle: (name) => setSelected((current) => toggleSkill(skills, current, name)),
    selectAllJd: () => setSelected((current) => selectAllJd(skills, current)),
    clear: () => setSelected(clearSelection(skills)),
    add: (raw) => {
      const name = raw.trim()
      const refusal = addSkillRefusal(skills, selected, name)
      if (refusal) return refusal
      setCustom((current) => (current.some((c) => c.toLowerCase() === name.toLowerCase()) ? current : [...current, name]))
      setSelected((current) => withLocked(skills, [...current, name]))
      return null
    },
  }
}
