// The typed API client used by web and cli. Browser-safe: fetch, FormData and Blob only.
import { createParser } from 'eventsource-parser'
import type { ErrorBody, ErrorCode } from './errors.ts'
import type { ProgressEvent } from './events.ts'
import type { AiAnalysisResponse, AiMatchBody, AiMatchesResponse, AiProgressEvent } from './schemas/recruiting-ai.ts'
import type { TemplateListResponse } from './schemas/documents.ts'
import type {
  ApplicationListResponse,
  ApplicationResponse,
  CreateApplicationBody,
  ListApplicationsQuery,
  UpdateApplicationBody,
} from './schemas/applications.ts'
import type {
  DocumentHistoryResponse,
  GenerateBody,
  GenerateDocumentBody,
  GenerateDocumentResponse,
  GenerationResult,
  RegenerateBody,
  RegenerateResponse,
} from './schemas/generate.ts'
import type { SkillsExtractBody, SkillsExtractResponse } from './schemas/skills.ts'
import type {
  AnalysisResponse,
  CreateJobBody,
  CreateJobResponse,
  MatchesResponse,
  PublishJobResponse,
  RecruitingJobListResponse,
  RecruitingResumeListResponse,
  RecruitingUploadResponse,
} from './schemas/recruiting.ts'
import type {
  ChangePasswordBody,
  ChangePasswordResponse,
  CurrentSessionResponse,
  LoginBody,
  MeResponse,
  RegisterBody,
  RegisterPendingResponse,
  SessionResponse,
} from './schemas/auth.ts'
import type { JobPreferences, PreferencesResponse, Profile, ProfileResponse, SaveProfileResponse, UserDataResponse } from './schemas/profile.ts'
import type {
  ExtractedResume,
  LatestResumeResponse,
  ParsedResumeCorrection,
  ParsedResumeResponse,
  ResumeDetailResponse,
  ResumeListResponse,
  SaveParsedResumeResponse,
  UploadResumeResponse,
} from './schemas/resume.ts'
import type { ProvidersResponse, TestConnectionResponse } from './schemas/system.ts'
import type { JobSearchQuery, JobSearchResponse } from './schemas/jobs.ts'
import type { AccountUsageResponse } from './schemas/account.ts'
import type { BillingRedirectResponse, BillingStatusResponse, PaidPlan } from './schemas/billing.ts'
import type { ScrapeUrlResponse } from './schemas/scrape.ts'
import type { CandidateReviewResponse, CandidateStage, JobCandidatesResponse, UpdateCandidateReviewBody } from './schemas/shortlist.ts'

/** What an error answer says beyond its code (see ErrorBody), and whether it said anything at all. */
export interface ApiErrorDetails extends Pick<ErrorBody, 'field' | 'document'> {
  /** True when the error answer carried no message and `message` is the client's stand-in ("Request failed: 503 ..."). */
  unexplained?: boolean
}

export class ApiError extends Error {
  /** validation_error: the request field at fault, as the server named it (`email`, `job_data.description`). */
  readonly field: string | undefined
  /** plan_limit_reached: the document the plan refused. */
  readonly document: ErrorBody['document']
  /** The answer gave no reason: screens show their own fallback rather than `message`. */
  readonly unexplained: boolean

  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'network_error',
    message: string,
    details: ApiErrorDetails = {},
  ) {
    super(message)
    this.name = 'ApiError'
    this.field = details.field
    this.document = details.document
    this.unexplained = details.unexplained ?? false
  }
}

/** What the client reads of an answer: a fetch Response has all of it; the CLI's in-process transport gives just this. */
export type FetchedResponse = Pick<Response, 'ok' | 'status' | 'statusText' | 'text' | 'arrayBuffer' | 'body'>

export type Fetcher = (url: string, init: RequestInit) => Promise<FetchedResponse>

export interface ApiClientOptions {
  /** '' for same-origin calls from the browser. */
  baseUrl: string
  token?: string | null | undefined
  /** Default: the global fetch. */
  fetch?: Fetcher
}

export type ApiClient = ReturnType<typeof createApiClient>

export function createApiClient(options: ApiClientOptions) {
  const baseUrl = options.baseUrl.replace(/\/+$/, '')
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis)

  /** Sends the request; a non-OK answer becomes an ApiError carrying the server's message. */
  async function send(method: string, path: string, body?: unknown, accept = 'application/json', signal?: AbortSignal): Promise<FetchedResponse> {
    const headers: Record<string, string> = { Accept: accept }
    if (options.token) headers.Authorization = `Bearer ${options.token}`
    let payload: RequestInit['body']
    if (body instanceof FormData) payload = body
    else if (body !== undefined) {
      headers['Content-Type'] = 'application/json'
      payload = JSON.stringify(body)
    }
    let response: FetchedResponse
    try {
      response = await doFetch(`${baseUrl}${path}`, {
        method,
        headers,
        body: payload,
        credentials: 'include',
        ...(signal ? { signal } : {}),
      })
    } catch (error) {
      if (signal?.aborted) throw error
      throw new ApiError(0, 'network_error', `Could not reach the T10 server at ${baseUrl || 'this site'}${networkReason(error)}`)
    }
    if (!response.ok) {
      const error = parseJson(await response.text()) as Partial<ErrorBody> | undefined
      const told = typeof error?.message === 'string' ? error.message : undefined
      throw new ApiError(
        response.status,
        (error?.error_type as ErrorCode | undefined) ?? 'internal_error',
        told ?? `Request failed: ${response.status} ${response.statusText}`,
        {
          unexplained: told === undefined,
          ...(typeof error?.field === 'string' ? { field: error.field } : {}),
          ...(error?.document === 'resume' || error?.document === 'cover_letter' ? { document: error.document } : {}),
        },
      )
    }
    return response
  }

  async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await send(method, path, body)
    const text = await response.text()
    if (text.trim() === '') throw new ApiError(response.status, 'internal_error', 'Empty response from server')
    const json = parseJson(text)
    if (json === undefined) throw new ApiError(response.status, 'internal_error', 'Invalid response from server')
    return json as T
  }

  async function requestText(method: string, path: string): Promise<string> {
    return (await send(method, path, undefined, 'text/csv, text/plain, */*')).text()
  }

  async function requestBytes(method: string, path: string, body?: unknown): Promise<Uint8Array> {
    const response = await send(method, path, body, 'application/pdf, application/x-tex, */*')
    return new Uint8Array(await response.arrayBuffer())
  }

  /**
   * A streamed call (server-sent events): onProgress for each `progress` event, then the `result`
   * event's data, or the `error` event as an ApiError.
   */
  async function stream<Progress, Result>(
    path: string,
    body: unknown,
    onProgress: (event: Progress) => void,
    signal: AbortSignal | undefined,
    what: string,
  ): Promise<Result> {
    const response = await send('POST', path, body, 'text/event-stream', signal)
    if (!response.body) throw new ApiError(response.status, 'internal_error', 'Empty response from server')
    let outcome: { event: 'result'; data: Result } | { event: 'error'; data: { error_type: string; message: string } } | undefined
    const parser = createParser({
      onEvent(message) {
        const data = JSON.parse(message.data) as unknown
        if (message.event === 'progress') onProgress(data as Progress)
        else if (message.event === 'result') outcome = { event: 'result', data: data as Result }
        else if (message.event === 'error') outcome = { event: 'error', data: data as { error_type: string; message: string } }
      },
    })
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      parser.feed(value)
    }
    if (outcome?.event === 'result') return outcome.data
    if (outcome?.event === 'error') throw new ApiError(500, outcome.data.error_type as ErrorCode, outcome.data.message)
    throw new ApiError(0, 'network_error', `The ${what} stream ended without a result`)
  }

  /** The streamed generation: onProgress for each step change, then the documents. */
  const generate = (body: GenerateBody, onProgress: (event: ProgressEvent) => void = () => {}, signal?: AbortSignal): Promise<GenerationResult> =>
    stream<ProgressEvent, GenerationResult>('/api/v1/generate', body, onProgress, signal, 'generation')

  const fileForm = (file: Blob, filename: string) => {
    const form = new FormData()
    form.append('file', file, filename)
    return form
  }

  const id = encodeURIComponent
  const recruiting = {
    /** Adds files to the caller's candidate pool; each is processed or refused with its reason. */
    uploadResumes: (files: Array<{ file: Blob; filename: string }>) => {
      const form = new FormData()
      for (const { file, filename } of files) form.append('files', file, filename)
      return request<RecruitingUploadResponse>('POST', '/api/v1/t10/resumes', form)
    },
    resumes: () => request<RecruitingResumeListResponse>('GET', '/api/v1/t10/resumes'),
    deleteResume: (resumeId: string) => request<{ success: true; message: string }>('DELETE', `/api/v1/t10/resumes/${id(resumeId)}`),
    createJob: (body: CreateJobBody) => request<CreateJobResponse>('POST', '/api/v1/t10/jobs', body),
    jobs: () => request<RecruitingJobListResponse>('GET', '/api/v1/t10/jobs'),
    /** Lists the job in job search (published) or takes it back (private). */
    publishJob: (jobId: string, published: boolean) => request<PublishJobResponse>('PATCH', `/api/v1/t10/jobs/${id(jobId)}`, { published }),
    matches: (jobId: string, limit = 5) => request<MatchesResponse>('GET', `/api/v1/t10/jobs/${id(jobId)}/matches?limit=${limit}`),
    /** Ranks only the given resumes of the pool, among themselves. */
    matchesAmong: (jobId: string, resumeIds: string[], limit: number) =>
      request<MatchesResponse>('POST', `/api/v1/t10/jobs/${id(jobId)}/matches`, { resume_ids: resumeIds, limit }),
    /** What T10 read from a resume of the pool, as corrected if it was. */
    parsedResume: (resumeId: string) => request<ParsedResumeResponse>('GET', `/api/v1/t10/resumes/${id(resumeId)}/parsed`),
    /** Corrects a misread resume of the pool; rankings after it use the corrections. */
    correctResume: (resumeId: string, correction: ParsedResumeCorrection) =>
      request<SaveParsedResumeResponse>('PUT', `/api/v1/t10/resumes/${id(resumeId)}/parsed`, correction),
    /** Why the candidate fits; with a provider, written from that model's verified reading (and its grade in `ai`). */
    analysis: (resumeId: string, jobId: string, provider?: AiMatchBody['provider']) =>
      provider
        ? request<AiAnalysisResponse>('GET', `/api/v1/t10/resumes/${id(resumeId)}/jobs/${id(jobId)}/ai-analysis?provider=${provider}`)
        : request<AnalysisResponse>('GET', `/api/v1/t10/resumes/${id(resumeId)}/jobs/${id(jobId)}/analysis`),
    /** A match with a model re-grading the top candidates: onProgress as each is read ("Reading candidate 7 of 20"). */
    aiMatches: (jobId: string, body: AiMatchBody, onProgress: (event: AiProgressEvent) => void = () => {}, signal?: AbortSignal) =>
      stream<AiProgressEvent, AiMatchesResponse>(`/api/v1/t10/jobs/${id(jobId)}/ai-matches`, body, onProgress, signal, 'matching'),
    /** The ranking as CSV; with a model (`ai`), its columns too, from the grades the match kept. */
    exportCsv: (jobId: string, limit?: number, ai?: { provider: AiMatchBody['provider']; top_k?: number }) =>
      ai
        ? requestText(
            'GET',
            `/api/v1/t10/jobs/${id(jobId)}/ai-export.csv?provider=${ai.provider}${ai.top_k ? `&top_k=${ai.top_k}` : ''}${limit ? `&limit=${limit}` : ''}`,
          )
        : requestText('GET', `/api/v1/t10/jobs/${id(jobId)}/export.csv${limit ? `?limit=${limit}` : ''}`),
    /** The job's shortlist: every candidate its matches showed, with the reviews; `stage` lists that stage only. */
    jobCandidates: (jobId: string, stage?: CandidateStage) =>
      request<JobCandidatesResponse>('GET', `/api/v1/t10/jobs/${id(jobId)}/candidates${stage ? `?stage=${stage}` : ''}`),
    /** Sets any of a candidate's stage, rating (null clears it) and notes for the job. */
    reviewCandidate: (jobId: string, resumeId: string, review: UpdateCandidateReviewBody) =>
      request<CandidateReviewResponse>('PUT', `/api/v1/t10/jobs/${id(jobId)}/candidates/${id(resumeId)}`, review),
  }

  const applications = {
    /** The caller's applications: upcoming next steps first, unless `sort` says otherwise. */
    list: (query: ListApplicationsQuery = {}) => {
      const params = new URLSearchParams()
      for (const [name, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(name, String(value))
      const search = params.toString()
      return request<ApplicationListResponse>('GET', `/api/v1/applications${search ? `?${search}` : ''}`)
    },
    /** One application with its history and documents. */
    get: (applicationId: string) => request<ApplicationResponse>('GET', `/api/v1/applications/${id(applicationId)}`),
    /** From fields, a Job Search listing (`job_listing_id`) or a link the server reads (`fetch_posting`). */
    create: (body: CreateApplicationBody) => request<ApplicationResponse>('POST', '/api/v1/applications', body),
    /** Changes the fields given; a status change is dated in its history. */
    update: (applicationId: string, changes: UpdateApplicationBody) =>
      request<ApplicationResponse>('PATCH', `/api/v1/applications/${id(applicationId)}`, changes),
    /** Deletes it with its history and its documents. */
    remove: (applicationId: string) => request<{ success: true; message: string }>('DELETE', `/api/v1/applications/${id(applicationId)}`),
    /** Files documents of the caller's under it (taking them from another application). */
    fileDocuments: (applicationId: string, filenames: string[]) =>
      request<ApplicationResponse>('POST', `/api/v1/applications/${id(applicationId)}/documents`, { filenames }),
    /** Every application as CSV. */
    exportCsv: () => requestText('GET', '/api/v1/applications/export.csv'),
  }

  return {
    recruiting,
    applications,
    generate,
    generateResume: (body: GenerateDocumentBody) => request<GenerateDocumentResponse>('POST', '/api/v1/generate/resume', body),
    generateCoverLetter: (body: GenerateDocumentBody) => request<GenerateDocumentResponse>('POST', '/api/v1/generate/cover-letter', body),
    extractSkills: (body: SkillsExtractBody) => request<SkillsExtractResponse>('POST', '/api/v1/skills/extract', body),
    regenerate: (body: RegenerateBody) => request<RegenerateResponse>('POST', '/api/v1/documents/regenerate-with-instructions', body),
    /** A document's bytes by its URL path (pdf_url) or name (resume-….tex / .pdf). */
    documentFile: (urlOrName: string) =>
      requestBytes('GET', urlOrName.startsWith('/') ? urlOrName : `/api/v1/documents/${encodeURIComponent(urlOrName)}`),
    previewPdf: (latexFilename: string) => requestBytes('POST', '/api/v1/documents/preview', { latex_filename: latexFilename }),
    downloadPdf: (latexFilename: string) => requestBytes('POST', '/api/v1/documents/compile-and-download', { latex_filename: latexFilename }),
    templates: () => request<TemplateListResponse>('GET', '/api/v1/templates'),
    documentHistory: () => request<DocumentHistoryResponse>('GET', '/api/v1/get-documents-history'),
    deleteDocument: (id: string) => request<{ success: true; message: string }>('POST', '/api/v1/delete-document', { id }),
    testConnection: () => request<TestConnectionResponse>('GET', '/api/v1/test-connection'),
    /** The providers this server has configured, the local engine first. */
    providers: () => request<ProvidersResponse>('GET', '/api/v1/providers'),
    /** A sign-up on a server without mail confirmation (no SMTP: scripts, benches, tests): signed in at once. */
    register: (body: RegisterBody) => request<SessionResponse>('POST', '/api/v1/auth/register', body),
    /** A sign-up on any server: signed in at once, or (SMTP configured) pending the mailed confirmation link. */
    registerAccount: (body: RegisterBody) => request<SessionResponse | RegisterPendingResponse>('POST', '/api/v1/auth/register', body),
    verifyEmail: (token: string) => request<{ success: true; message: string }>('POST', '/api/v1/auth/verify-email', { token }),
    /** Every other session of the account ends; this one goes on. */
    changePassword: (body: ChangePasswordBody) => request<ChangePasswordResponse>('POST', '/api/v1/auth/change-password', body),
    login: (body: LoginBody) => request<SessionResponse>('POST', '/api/v1/auth/login', body),
    logout: () => request<{ success: true; message: string }>('POST', '/api/v1/auth/logout'),
    me: () => request<MeResponse>('GET', '/api/v1/auth/me'),
    session: () => request<CurrentSessionResponse>('GET', '/api/v1/auth/session'),
    /** The caller's plan and this month's generations. */
    accountUsage: () => request<AccountUsageResponse>('GET', '/api/v1/account/usage'),
    /** Whether plans are bought here (Stripe) and whether the caller can manage billing. */
    billing: () => request<BillingStatusResponse>('GET', '/api/v1/billing'),
    /** A Stripe Checkout page for a monthly subscription to the plan. */
    startCheckout: (plan: PaidPlan) => request<BillingRedirectResponse>('POST', '/api/v1/billing/checkout', { plan }),
    /** The caller's Stripe customer portal. */
    openBillingPortal: () => request<BillingRedirectResponse>('POST', '/api/v1/billing/portal'),
    /** Jobs ranked for one of the caller's resumes; empty preferences are left out of the query. */
    searchJobs: (query: JobSearchQuery) => {
      const params = new URLSearchParams()
      for (const [name, value] of Object.entries(query)) {
        if (value !== undefined && String(value).trim() !== '') params.set(name, String(value).trim())
      }
      return request<JobSearchResponse>('GET', `/api/v1/search-jobs?${params}`)
    },
    /** A job posting's text read by the server from its link, for the Job Description box. */
    scrapeUrl: (url: string) => request<ScrapeUrlResponse>('POST', '/api/v1/scrape-url', { url }),
    forgotPassword: (email: string) => request<{ success: true; message: string }>('POST', '/api/v1/auth/forgot-password', { email }),
    resetPassword: (token: string, password: string) =>
      request<{ success: true; message: string }>('POST', '/api/v1/auth/reset-password', { token, password }),
    getProfile: (userId: string) => request<ProfileResponse>('GET', `/api/profile?userId=${encodeURIComponent(userId)}`),
    saveProfile: (userId: string, profile: Partial<Profile>) => request<SaveProfileResponse>('POST', '/api/profile', { userId, profile }),
    /** The signed-in user's account, profile and job-search preferences. */
    getUserData: () => request<UserDataResponse>('GET', '/api/v1/get-user-data'),
    /** Saves the job-search preferences given; the others keep their value. */
    updatePreferences: (preferences: Partial<JobPreferences>) => request<PreferencesResponse>('POST', '/api/v1/update-preferences', { preferences }),
    /** The caller's most recent resume upload. */
    getLatestResume: () => request<LatestResumeResponse>('GET', '/api/v1/get-resume'),
    uploadResume: (file: Blob, filename: string) => request<UploadResumeResponse>('POST', '/api/v1/resume/upload', fileForm(file, filename)),
    parseResume: (file: Blob, filename: string) => request<ExtractedResume>('POST', '/api/v1/resume/parse', fileForm(file, filename)),
    listResumes: () => request<ResumeListResponse>('GET', '/api/v1/resumes'),
    getResume: (id: string) => request<ResumeDetailResponse>('GET', `/api/v1/resumes/${encodeURIComponent(id)}`),
    deleteResume: (id: string) => request<{ success: true; message: string }>('DELETE', `/api/v1/resumes/${encodeURIComponent(id)}`),
    /** What T10 read from one of the caller's resumes, as they corrected it if they did. */
    getParsedResume: (id: string) => request<ParsedResumeResponse>('GET', `/api/v1/resumes/${encodeURIComponent(id)}/parsed`),
    /** Corrects what T10 read; later generations and job searches use the corrections. */
    correctResume: (id: string, correction: ParsedResumeCorrection) =>
      request<SaveParsedResumeResponse>('PUT', `/api/v1/resumes/${encodeURIComponent(id)}/parsed`, correction),
  }
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined
  } catch {
    return undefined
  }
}

/** Why a fetch never got an answer, in words ("connection refused"), from the error's cause. */
function networkReason(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown; message?: unknown } } | undefined)?.cause
  const code = typeof cause?.code === 'string' ? cause.code : undefined
  if (!code && typeof cause?.message === 'string' && cause.message) return ` (${cause.message})`
  const reasons: Record<string, string> = {
    ECONNREFUSED: 'connection refused: is the server running?',
    ENOTFOUND: 'no such host',
    EAI_AGAIN: 'the host name could not be looked up',
    ECONNRESET: 'the connection was reset',
    ETIMEDOUT: 'the connection timed out',
    EHOSTUNREACH: 'the host is unreachable',
  }
  return code ? ` (${reasons[code] ?? code})` : ''
}
