/*
 * The plugins and routes app.ts registers outside the recruiting scope, in one module: that scope
 * never loads them, and a server's start loads them as one compiled file rather than one per part.
 */
export { default as chargeReconcile } from './plugins/charge-reconcile.ts'
export { default as jobCatalog } from './plugins/job-catalog.ts'
export { default as latex } from './plugins/latex.ts'
export { default as mailer } from './plugins/mailer.ts'
export { default as providers } from './plugins/providers.ts'
export { default as queue } from './plugins/queue.ts'
export { default as rateLimit } from './plugins/rate-limit.ts'
export { default as securityHeaders } from './plugins/security-headers.ts'
export { default as sse } from './plugins/sse.ts'
export { default as swagger } from './plugins/swagger.ts'
export { default as webApp } from './plugins/web-app.ts'
export { default as accountRoutes } from './routes/account.ts'
export { default as authRoutes } from './routes/auth.ts'
export { default as documentRoutes } from './routes/documents.ts'
export { default as generateRoutes } from './routes/generate.ts'
export { default as jobRoutes } from './routes/jobs.ts'
export { default as profileRoutes } from './routes/profile.ts'
export { default as resumeRoutes } from './routes/resumes.ts'
export { default as scrapeRoutes } from './routes/scrape.ts'
export { default as systemRoutes } from './routes/system.ts'
