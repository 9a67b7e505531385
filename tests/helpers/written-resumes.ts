import { readFileSync } from 'node:fs'
import { basename } from 'node:path'
import { allRenderings, getResume, isScannedLayout, renderingPath, type Layout, type ResumeSource } from '../resumes/index.ts'

/*
 * The written test resumes (tests/resumes) as the HTTP tests upload them: one rendering's bytes
 * and file name, with the ground truth it was made from, so a test asserts what the resume says.
 */

export interface WrittenFile {
  id: string
  layout: Layout
  /** The rendering's own name: "<id>.<layout>.<ext>". */
  filename: string
  path: string
  bytes: Buffer
  truth: ResumeSource
}

/** One rendering of one written resume. */
export function writtenFile(id: string, layout: Layout): WrittenFile {
  const path = renderingPath(id, layout)
  return { id, layout, filename: basename(path), path, bytes: readFileSync(path), truth: getResume(id) }
}

/**
 * A software engineer's resume as a text file (Markdown: a text upload, read as TXT), the
 * counterpart of BACKEND_JD: Python, PostgreSQL, AWS, Kubernetes, Kafka, Terraform, Go.
 */
export const softwareEngineerText = () => writtenFile('software-engineer-arjun-mehta', 'markdown')

/** Every PDF rendering with a text layer (the scanned ones have none), in file-name order. */
export function writtenPdfs(): WrittenFile[] {
  return allRenderings()
    .filter((r) => r.path.endsWith('.pdf') && !isScannedLayout(r.layout))
    .map((r) => writtenFile(r.resume.id, r.layout))
}
