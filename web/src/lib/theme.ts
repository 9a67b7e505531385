export type Theme = 'light' | 'dark'

export const THEME_KEY = 'theme'

/** The stored choice, else the system setting. */
export function currentTheme(): Theme {
  try {
    const stored = localStorage.getItem(THEME_KEY)
    if (stored === 'light' || stored === 'dark') return stored
  } catch {
    // Storage can be blocked; the system setting still applies.
  }
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'
}

/** Puts the light or dark class on <html>. */
export function applyTheme(theme: Theme): void {
  const root = document.documentElement
  root.classList.remove(theme === 'dark' ? 'light' : 'dark')
  root.classList.add(theme)
}

export function storeTheme(theme: Theme): void {
  try {
    localStorage.setItem(THEME_KEY, theme)
  } catch {
    // Not persisted, still applied for this visit.
  }
  applyTheme(theme)
}
