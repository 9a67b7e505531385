import { Link, useLocation } from 'react-router'

const LINKS = [
  { to: '/features', label: 'Features' },
  { to: '/pricing', label: 'Pricing' },
  { to: '/about', label: 'About' },
  { to: '/faq', label: 'FAQ' },
  { to: '/privacy', label: 'Privacy' },
  { to: '/terms', label: 'Terms' },
]

/** The foot of every page: the product, company and legal pages, and the copyright line. */
export function SiteFooter() {
  const { pathname } = useLocation()
  return (
    <footer className="border-t py-8 text-sm text-muted-foreground">
      <div className="mx-auto flex max-w-7xl flex-col items-center gap-4 px-4 sm:flex-row sm:justify-between sm:px-6">
        <p className="text-xs">© {new Date().getFullYear()} T10 · Tailored resumes and cover letters</p>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap justify-center gap-x-5 gap-y-2">
            {LINKS.map(({ to, label }) => (
              <li key={to}>
                {/* The FAQ's back link returns to the page it was opened from. */}
                <Link
                  to={to}
                  state={to === '/faq' ? { from: pathname } : undefined}
                  className="rounded hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  )
}
