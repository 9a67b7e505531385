import { QueryClientProvider } from '@tanstack/react-query'
import { useEffect, useState, type ReactNode } from 'react'
import { Toaster } from '@/components/ui/toaster.tsx'
import { createQueryClient } from '@/lib/query-client.ts'
import { applyTheme, THEME_KEY } from '@/lib/theme.ts'
import { ErrorBoundary } from './error-boundary.tsx'

/** Follows the system's light/dark setting for as long as the user has not chosen one. */
function useSystemTheme() {
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return
    const query = window.matchMedia('(prefers-color-scheme: dark)')
    const onChange = () => {
      if (!localStorage.getItem(THEME_KEY)) applyTheme(query.matches ? 'dark' : 'light')
    }
    query.addEventListener('change', onChange)
    return () => query.removeEventListener('change', onChange)
  }, [])
}

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient)
  useSystemTheme()
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        {children}
        <Toaster />
      </QueryClientProvider>
    </ErrorBoundary>
  )
}
