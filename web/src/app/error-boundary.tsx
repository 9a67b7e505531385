import { Component, type ErrorInfo, type ReactNode } from 'react'

/** The page-level fallback when a screen throws: "Unexpected Application Error!" and a way back. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null }

  static getDerivedStateFromError(error: Error) {
    return { error }
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Unexpected application error', error, info.componentStack)
  }

  override render() {
    if (!this.state.error) return this.props.children
    return (
      <div role="alert" className="flex min-h-screen flex-col items-center justify-center gap-4 p-6 text-center">
        <h1 className="text-2xl font-bold">Unexpected Application Error!</h1>
        <p className="max-w-md text-sm text-muted-foreground">{this.state.error.message}</p>
        <button
          type="button"
          onClick={() => window.location.assign('/generator')}
          className="h-10 rounded-lg bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary-hover focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          Reload the app
        </button>
      </div>
    )
  }
}
