import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { availableParallelism, cpus, totalmem } from 'node:os'
import { join } from 'node:path'

export const ROOT = join(import.meta.dirname, '..', '..')
export const SHARED_DATA = join(ROOT, '..', 'shared', 'data')
const RESULTS = join(ROOT, 'bench', 'RESULTS.md')

/** "2026-11-22 02:50 UTC; 2 cores (model) / 24 GiB; Node v20" — the line each section starts with. */
export function machineLine(): string {
  const when = new Date().toISOString().replace('T', ' ').slice(0, 16)
  const model = cpus()[0]?.model.trim() ?? 'unknown CPU'
  return `${when} UTC; ${availableParallelism()} cores (${model}) / ${Math.round(totalmem() / 2 ** 30)} GiB; Node ${process.version}`
}

/** Replaces (or appends) the section `## title` of bench/RESULTS.md, keeping the others. */
export function writeResultsSection(title: string, body: string): void {
  const current = existsSync(RESULTS) ? readFileSync(RESULTS, 'utf8') : '# Benchmark results\n'
  const heading = `## ${title}`
  const sections = current.split(/\n(?=## )/)
  const text = `${heading}\n\n${body.trim()}\n`
  const at = sections.findIndex((s) => s.startsWith(heading))
  if (at >= 0) sections[at] = text
  else sections.push(text)
  writeFileSync(RESULTS, `${sections.map((s) => s.trimEnd()).join('\n\n')}\n`)
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number
}

/** Tracks the highest RSS of this process while a benchmark runs. */
export function trackPeakRss(): { stop(): number } {
  let peak = process.memoryUsage().rss
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss)
  }, 20)
  return {
    stop() {
      clearInterval(timer)
      return Math.max(peak, process.memoryUsage().rss)
    },
  }
}

export const ms = (value: number) => `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`
export const mib = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MiB`
