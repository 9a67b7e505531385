import { Moon, Sun } from 'lucide-react'
import { useState } from 'react'
import { currentTheme, storeTheme, type Theme } from '@/lib/theme.ts'
import { Button } from './button.tsx'

/** Switches between light and dark; the choice is remembered as `theme`. */
export function ThemeToggle({ className }: { className?: string }) {
  const [theme, setTheme] = useState<Theme>(currentTheme)
  const next: Theme = theme === 'dark' ? 'light' : 'dark'
  return (
    <Button
      variant="ghost"
      size="icon"
      className={className}
      aria-label={`Switch to ${next} mode`}
      title={`Switch to ${next} mode`}
      onClick={() => {
        storeTheme(next)
        setTheme(next)
      }}
    >
      {theme === 'dark' ? <Sun className="h-5 w-5" aria-hidden="true" /> : <Moon className="h-5 w-5" aria-hidden="true" />}
    </Button>
  )
}
