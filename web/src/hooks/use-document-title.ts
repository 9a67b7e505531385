import { useEffect } from 'react'

/** Sets the tab title for the page shown. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · T10` : 'T10 — Resume & Cover Letter Generator'
  }, [title])
}
