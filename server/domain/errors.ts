/*
 * The ways the domain refuses work, named for what went wrong and not for a protocol: the server
 * maps each to an HTTP status and error code (server/http-errors.ts), the CLI and the worker
 * threads through the same mapping. Messages are the product's wording, shown to people as they are.
 */

/** Every refusal the domain throws on purpose; anything else is a bug. */
export abstract class DomainError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause })
    this.name = new.target.name
  }
}

/** Input that breaks a rule the person can fix (an unknown template, a job description too long). */
export class InvalidInputError extends DomainError {
  /** The request field at fault, when one is. */
  readonly field: string | undefined

  constructor(message: string, options?: { cause?: unknown; field?: string }) {
    super(message, options)
    this.field = options?.field
  }
}

/** A file that is none of the kinds accepted (an image sent as a resume). */
export class UnsupportedFileError extends DomainError {}

/** A file of an accepted kind that cannot be read: corrupt, scanned, empty, too big once unpacked. */
export class UnreadableFileError extends DomainError {}

/** LaTeX that does not compile, or compiles too slowly. */
export class CompileError extends DomainError {}

/**
 * A tool the server relies on (poppler, its helper process, scratch space) is missing or broke:
 * the server's fault, never the file's.
 */
export class ToolFailedError extends DomainError {}
