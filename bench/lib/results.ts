import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { availableParallelism, cpus, totalmem } from 'node:os'
import { join } from 'node:path'

export const ROOT = join(import.meta.dirname, '..', '..')
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

/** utime + stime + cutime + cstime of a process, in ms (clock ticks of 10 ms), or 0 if it is gone. */
function processCpuMs(pid: number | 'self'): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
    // After the command name, fields[11..14] are utime, stime, cutime, cstime.
    return (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) * 10
  } catch {
    return 0
  }
}

/** Live child processes of `pid` (from /proc). */
function childrenOf(pid: number): number[] {
  const out: number[] = []
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    try {
      const ppid = Number(readFileSync(`/proc/${name}/stat`, 'utf8').split(') ')[1]!.split(' ')[1])
      if (ppid === pid) out.push(Number(name))
    } catch {
      // gone meanwhile
    }
  }
  return out
}

/**
 * CPU time (ms) used so far by this process and everything it started: finished children
 * (counted in ours once reaped) and live ones with theirs (the server's tool-runner helper,
 * whose own children are the poppler tools). Wall time depends on what else runs on the
 * machine, CPU time much less.
 */
export function processTreeCpuMs(): number {
  return treeCpuMs(process.pid)
}

/** CPU time (ms) used so far by process `pid` and its live descendants, as processTreeCpuMs. */
export function treeCpuMs(pid: number): number {
  let total = processCpuMs(pid === process.pid ? 'self' : pid)
  const pending = childrenOf(pid)
  while (pending.length > 0) {
    const pid = pending.pop()!
    total += processCpuMs(pid)
    pending.push(...childrenOf(pid))
  }
  return total
}
