import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { User } from '@shared/schemas/auth.ts'
import { AppProvider } from '@/app/provider.tsx'
import { AppRouter } from '@/app/router.tsx'
import { deferred, errorJson, json, on, resetServer, type RecordedRequest } from './fake-server.ts'
import { dismissAllToasts, findToast } from './test-utils.tsx'

vi.mock('@/lib/api-client.ts', async () => (await import('./fake-server.ts')).apiClientModule)

const ADA: User = { id: 'u1', email: 'ada@example.com', name: 'Ada Lovelace', plan: 'free', created_at: '2025-03-01T10:00:00.000Z' }
const EMPTY_PROFILE = { fullName: '', title: '', location: '', experience: '', education: '', skills: '' }

const signedOut = () => on('GET', '/api/v1/auth/session', { success: true, signed_in: false, user: null })
const signedIn = (user: User = ADA) => on('GET', '/api/v1/auth/session', { success: true, signed_in: true, user })

/** The sign-in form on the screen signs Ada in. */
async function signInAsAda() {
  on('POST', '/api/v1/auth/login', () => {
    signedIn()
    return json({ success: true, user: ADA, token: 't' })
  })
  await userEvent.type(await screen.findByLabelText('Email'), 'ada@example.com')
  await userEvent.type(screen.getByLabelText('Password'), 'correct horse battery')
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }))
}

/** The whole app (providers, router, layout) at a path, as the browser would open it. */
function openApp(path: string) {
  window.history.replaceState(null, '', path)
  return render(
    <AppProvider>
      <AppRouter />
    </AppProvider>,
  )
}

const pathname = () => window.location.pathname
// The generator is its own chunk: its first import in a test run can take a while.
const findGenerator = () => screen.findByRole('heading', { name: 'Resume & Cover Letter Generator' }, { timeout: 10_000 })
const userMenu = () => screen.findByRole('button', { name: /^User menu/ })

beforeEach(() => {
  resetServer()
  dismissAllToasts()
  document.documentElement.className = ''
  on('GET', '/api/v1/templates', { templates: [] })
  on('GET', /^\/api\/profile\?userId=/, { success: true, profile: EMPTY_PROFILE })
  on('GET', '/api/v1/get-documents-history', { success: true, documents: [] })
})

describe('routes and guards', () => {
  it('shows a spinner while the session loads, then sends a signed-out visitor of /profile to /login', async () => {
    const me = deferred<Response>()
    on('GET', '/api/v1/auth/session', () => me.promise)
    openApp('/profile')
    expect(await screen.findByRole('status', { name: 'Checking your session' })).toBeInTheDocument()
    expect(screen.getByRole('status', { name: 'Loading your account' })).toBeInTheDocument() // the user menu's place
    me.resolve(json({ success: true, signed_in: false, user: null }))
    await screen.findByRole('heading', { name: 'Welcome back' })
    expect(pathname()).toBe('/login')
  })

  it('carries the protected page to /login and returns there after signing in', async () => {
    signedOut()
    openApp('/profile')
    await signInAsAda()
    await screen.findByRole('heading', { name: 'Welcome, Ada' })
    expect(pathname()).toBe('/profile')
  })

  it('goes to /generator after signing in when no page sent the visitor', async () => {
    signedOut()
    openApp('/login')
    await signInAsAda()
    await findGenerator()
    expect(pathname()).toBe('/generator')
  })

  it.each(['/login/sso-callback', '/register/verify'])('serves %s with the sign-in or sign-up form', async (path) => {
    signedOut()
    openApp(path)
    await screen.findByRole('button', { name: path.startsWith('/login') ? 'Sign in' : 'Create account' })
  })

  it('links sign-in and sign-up to each other', async () => {
    signedOut()
    openApp('/login')
    await userEvent.click(await screen.findByRole('link', { name: 'Sign up' }))
    await screen.findByRole('heading', { name: 'Create your account' })
    expect(pathname()).toBe('/register')
    await userEvent.click(screen.getByRole('link', { name: 'Sign in' }))
    await screen.findByRole('heading', { name: 'Welcome back' })
  })

  it('sends unknown paths to /generator', async () => {
    signedIn()
    openApp('/no/such/page')
    await findGenerator()
    expect(pathname()).toBe('/generator')
  })

  it('scrolls to the top on every route change', async () => {
    signedIn()
    const scrollTo = vi.spyOn(window, 'scrollTo')
    openApp('/generator')
    await findGenerator()
    scrollTo.mockClear()
    await userEvent.click(await userMenu())
    await userEvent.click(screen.getByRole('menuitem', { name: 'Profile' }))
    await screen.findByRole('heading', { name: 'Welcome, Ada' })
    expect(scrollTo).toHaveBeenCalledWith(0, 0)
  })
})

describe('navigation bar', () => {
  it('signed out: brand and Generator link to /generator, theme toggle, Login and Register in the user menu', async () => {
    signedOut()
    openApp('/forgot-password')
    await userEvent.click(await userMenu())
    const menu = screen.getByRole('menu', { name: 'User menu' })
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => [item.textContent, item.getAttribute('href')]),
    ).toEqual([
      ['Login', '/login'],
      ['Register', '/register'],
    ])
    const main = screen.getByRole('navigation', { name: 'Main' })
    expect(within(main).getByRole('link', { name: 'Generator' }).getAttribute('href')).toBe('/generator')
    expect(screen.getByRole('link', { name: 'T10 home' }).getAttribute('href')).toBe('/generator')
    expect(screen.getByRole('button', { name: 'Switch to dark mode' })).toBeInTheDocument()
  })

  it('signed in: Profile and Logout; Logout signs out and goes to /login', async () => {
    signedIn()
    on('POST', '/api/v1/auth/logout', () => {
      signedOut()
      return json({ success: true, message: 'Signed out' })
    })
    openApp('/generator')
    // Once the page is in place: the menu closes when focus moves elsewhere, as a loading page may move it.
    await findGenerator()
    await userEvent.click(await userMenu())
    const menu = screen.getByRole('menu', { name: 'User menu' })
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Profile', 'Logout'])
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Logout' }))
    await screen.findByRole('heading', { name: 'Welcome back' })
    expect(pathname()).toBe('/login')
  })

  it('the mobile menu reaches every page of the main navigation when signed in', async () => {
    signedIn()
    openApp('/generator')
    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }))
    const mobile = screen.getByRole('navigation', { name: 'Mobile' })
    await within(mobile).findByRole('link', { name: 'T10 Matching' })
    expect(
      within(mobile)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Generator', '/generator'],
      ['Job Search', '/job-search'],
      ['Applications', '/applications'],
      ['T10 Matching', '/T10-generator'],
      ['Profile', '/profile'],
    ])
    await userEvent.click(within(mobile).getByRole('link', { name: 'Job Search' }))
    expect(pathname()).toBe('/job-search')
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument()
  })

  it('the mobile menu lists Generator and Profile when signed out', async () => {
    signedOut()
    openApp('/generator')
    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }))
    const mobile = screen.getByRole('navigation', { name: 'Mobile' })
    expect(
      within(mobile)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Generator', 'Profile'])
  })
})

describe('theme', () => {
  it('follows the system until toggled, then stores the choice as `theme`', async () => {
    signedOut()
    openApp('/login')
    const toggle = await screen.findByRole('button', { name: 'Switch to dark mode' })
    expect(localStorage.getItem('theme')).toBeNull()
    await userEvent.click(toggle)
    expect(document.documentElement.classList.contains('dark')).toBe(true)
    expect(localStorage.getItem('theme')).toBe('dark')
    await userEvent.click(screen.getByRole('button', { name: 'Switch to light mode' }))
    expect(document.documentElement.classList.contains('light')).toBe(true)
    expect(document.documentElement.classList.contains('dark')).toBe(false)
    expect(localStorage.getItem('theme')).toBe('light')
  })
})

describe('landing page', () => {
  it('has the hero with Free Trial and Log In, the embedded trial generator, and no navigation bar', async () => {
    signedOut()
    openApp('/')
    expect(screen.getByRole('button', { name: 'Free Trial' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe('/login')
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument()
    expect(await screen.findByText(/5 of 5 generations left today/)).toBeInTheDocument()
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView')
    await userEvent.click(screen.getByRole('button', { name: 'Free Trial' }))
    expect(scrollIntoView.mock.contexts.at(-1)).toBe(document.getElementById('free-trial'))
  })
})

describe('forgot password', () => {
  it('has the title, the Email field, Send Reset Link and a Sign in link', async () => {
    signedOut()
    openApp('/forgot-password')
    await screen.findByRole('heading', { name: 'Reset Password' })
    expect(screen.getByLabelText('Email')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login')
  })

  it('asks for the e-mail address, then sends the link and goes to /login', async () => {
    signedOut()
    let asked: unknown
    on('POST', '/api/v1/auth/forgot-password', (request: RecordedRequest) => {
      asked = request.body
      return json({ success: true, message: 'If the address has an account, a link is on its way' })
    })
    openApp('/forgot-password')
    await userEvent.click(await screen.findByRole('button', { name: 'Send Reset Link' }))
    await findToast('Error', 'Please enter your email address')
    expect(asked).toBeUndefined()
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com')
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }))
    await findToast('Reset link sent!', 'Please check your email for password reset instructions')
    await waitFor(() => expect(pathname()).toBe('/login'))
    expect(asked).toEqual({ email: 'ada@example.com' })
    // The earlier error does not linger beside the success.
    expect(screen.queryByText('Please enter your email address')).not.toBeInTheDocument()
  })
})

describe('profile', () => {
  it('welcomes by first name and shows the four cards with their fields', async () => {
    signedIn()
    openApp('/profile')
    await screen.findByRole('heading', { name: 'Welcome, Ada' })
    for (const card of ['Personal Information', 'Professional Experience', 'Education', 'Skills & Achievements']) {
      expect(screen.getByText(card)).toBeInTheDocument()
    }
    for (const field of ['Full Name', 'Professional Title', 'Location', 'Work Experience', 'Educational Background', 'Key Skills']) {
      expect(screen.getByLabelText(field)).toBeInTheDocument()
    }
    expect((screen.getByLabelText('Full Name') as HTMLInputElement).value).toBe('Ada Lovelace')
  })

  it('saves, showing "Saving..." meanwhile, and says so', async () => {
    signedIn()
    const answer = deferred<Response>()
    on('POST', '/api/profile', () => answer.promise)
    openApp('/profile')
    await userEvent.type(await screen.findByLabelText('Key Skills'), 'AWS, Terraform')
    await userEvent.click(screen.getByRole('button', { name: 'Save Profile Information' }))
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled()
    answer.resolve(
      json({
        success: true,
        message: 'Profile information saved successfully!',
        profile: { ...EMPTY_PROFILE, fullName: 'Ada Lovelace', skills: 'AWS, Terraform' },
      }),
    )
    await findToast('Success', 'Profile information saved successfully!')
    expect(screen.getByRole('button', { name: 'Save Profile Information' })).toBeInTheDocument()
  })

  it.each([
    [
      'the server refuses',
      () => errorJson(500, 'The profile store is read-only'),
      'Failed to save profile information',
      'The profile store is read-only',
    ],
    ['the server cannot be reached', () => Promise.reject(new TypeError('Failed to fetch')), 'Error', 'An error occurred while saving your profile'],
  ])('says so when %s', async (_, answer, title, description) => {
    signedIn()
    on('POST', '/api/profile', answer)
    openApp('/profile')
    await userEvent.click(await screen.findByRole('button', { name: 'Save Profile Information' }))
    await findToast(title, description)
  })
})

describe('profile without a session', () => {
  it('refuses to save: "You must be logged in to save your profile"', async () => {
    const { ProfileForm, EMPTY_PROFILE: empty } = await import('@/features/profile/components/profile-form.tsx')
    const { renderWithApp } = await import('./test-utils.tsx')
    renderWithApp(<ProfileForm userId={null} initial={empty} />)
    await userEvent.click(screen.getByRole('button', { name: 'Save Profile Information' }))
    await findToast('Error', 'You must be logged in to save your profile')
  })
})

describe('page-level fallback', () => {
  it('shows "Unexpected Application Error!" when a screen throws', async () => {
    const { ErrorBoundary } = await import('@/app/error-boundary.tsx')
    const Broken = () => {
      throw new Error('boom')
    }
    vi.spyOn(console, 'error').mockImplementation(() => {})
    render(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    )
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument()
  })
})
