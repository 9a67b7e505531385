/** The server's log lines of the generation and any regeneration. */
export function GenerationLogs({ logs }: { logs: string[] }) {
  if (logs.length === 0) return null
  return (
    <section aria-labelledby="generation-logs-title" className="space-y-2">
      <h3 id="generation-logs-title" className="text-sm font-semibold">
        Generation Logs
      </h3>
      <pre
        tabIndex={0}
        aria-label="Generation log lines"
        className="h-[200px] overflow-auto rounded-lg border bg-muted/50 p-3 font-mono text-xs leading-relaxed whitespace-pre-wrap text-foreground/80 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {logs.join('\n')}
      </pre>
    </section>
  )
}
