import { lazy, Suspense } from 'react'
import { BrowserRouter, Navigate, Route, Routes } from 'react-router'
import { PageSpinner } from '@/components/ui/spinner.tsx'
import { ProtectedRoute } from './guards/protected-route.tsx'
import { AppLayout } from './layouts/app-layout.tsx'
import { loadApplicationsRoute } from './routes/load-applications-route.ts'
import LandingRoute from './routes/landing.tsx'
import { ScrollToTop } from './scroll-to-top.tsx'

// Each screen is its own chunk, except the landing page: it is the first screen of most visits
// and small (its generator is lazy), so it ships with the shell instead of one more round trip.
const LoginRoute = lazy(() => import('./routes/login.tsx'))
const RegisterRoute = lazy(() => import('./routes/register.tsx'))
const ForgotPasswordRoute = lazy(() => import('./routes/forgot-password.tsx'))
const ResetPasswordRoute = lazy(() => import('./routes/reset-password.tsx'))
const VerifyEmailRoute = lazy(() => import('./routes/verify-email.tsx'))
const GeneratorRoute = lazy(() => import('./routes/generator.tsx'))
const ProfileRoute = lazy(() => import('./routes/profile.tsx'))
const JobSearchRoute = lazy(() => import('./routes/job-search.tsx'))
const ApplicationsRoute = lazy(loadApplicationsRoute)
const RecruitingLandingRoute = lazy(() => import('./routes/recruiting-landing.tsx'))
const RecruitingRoute = lazy(() => import('./routes/recruiting.tsx'))
const RecruitingJobsRoute = lazy(() => import('./routes/recruiting-jobs.tsx'))
const RecruitingJobRoute = lazy(() => import('./routes/recruiting-job.tsx'))
const FeaturesRoute = lazy(() => import('./routes/features.tsx'))
const PricingRoute = lazy(() => import('./routes/pricing.tsx'))
const AboutRoute = lazy(() => import('./routes/about.tsx'))
const PrivacyRoute = lazy(() => import('./routes/privacy.tsx'))
const TermsRoute = lazy(() => import('./routes/terms.tsx'))
const FaqRoute = lazy(() => import('./routes/faq.tsx'))

export function AppRouter() {
  return (
    <BrowserRouter>
      <ScrollToTop />
      <Suspense fallback={<PageSpinner />}>
        <Routes>
          <Route index element={<LandingRoute />} />
          <Route element={<AppLayout />}>
            <Route path="login" element={<LoginRoute />} />
            <Route path="login/*" element={<LoginRoute />} />
            <Route path="register" element={<RegisterRoute />} />
            <Route path="register/*" element={<RegisterRoute />} />
            <Route path="forgot-password" element={<ForgotPasswordRoute />} />
            <Route path="reset-password" element={<ResetPasswordRoute />} />
            <Route path="verify-email" element={<VerifyEmailRoute />} />
            <Route path="features" element={<FeaturesRoute />} />
            <Route path="pricing" element={<PricingRoute />} />
            <Route path="about" element={<AboutRoute />} />
            <Route path="privacy" element={<PrivacyRoute />} />
            <Route path="terms" element={<TermsRoute />} />
            <Route path="faq" element={<FaqRoute />} />
            <Route
              path="generator"
              element={
                <ProtectedRoute>
                  <GeneratorRoute />
                </ProtectedRoute>
              }
            />
            <Route
              path="profile"
              element={
                <ProtectedRoute>
                  <ProfileRoute />
                </ProtectedRoute>
              }
            />
            <Route
              path="job-search"
              element={
                <ProtectedRoute>
                  <JobSearchRoute />
                </ProtectedRoute>
              }
            />
            <Route
              path="applications"
              element={
                <ProtectedRoute>
                  <ApplicationsRoute />
                </ProtectedRoute>
              }
            />
            <Route path="T10" element={<RecruitingLandingRoute />} />
            <Route
              path="T10-generator"
              element={
                <ProtectedRoute>
                  <RecruitingRoute />
                </ProtectedRoute>
              }
            />
            <Route
              path="T10-generator/jobs"
              element={
                <ProtectedRoute>
                  <RecruitingJobsRoute />
                </ProtectedRoute>
              }
            />
            <Route
              path="T10-generator/jobs/:jobId"
              element={
                <ProtectedRoute>
                  <RecruitingJobRoute />
                </ProtectedRoute>
              }
            />
          </Route>
          <Route path="*" element={<Navigate to="/generator" replace />} />
        </Routes>
      </Suspense>
    </BrowserRouter>
  )
}
