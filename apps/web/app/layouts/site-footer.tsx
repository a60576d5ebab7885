import { isServerPage } from '@tocsin/contract';
import { Link } from 'react-router';
import { ThemeSelect } from '@/components/theme-select';
import { useHydrating } from '@/lib/hydration';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/lib/paths';
import { site } from '@/lib/site';

const columns = [
  {
    title: 'Product',
    links: [
      { to: paths.features, label: 'Features' },
      { to: paths.pricing, label: 'Pricing' },
      { to: paths.apiDocs, label: 'API Documentation' },
      { to: paths.integrations, label: 'Integrations' },
      { to: paths.status, label: 'Status Page' },
    ],
  },
  {
    title: 'Company',
    links: [
      { to: paths.about, label: 'About Us' },
      { to: paths.blog, label: 'Blog' },
      { to: paths.careers, label: 'Careers' },
      { to: paths.press, label: 'Press Kit' },
      { to: paths.contact, label: 'Contact' },
    ],
  },
  {
    title: 'Resources',
    links: [
      { to: paths.documentation, label: 'Documentation' },
      { to: paths.help, label: 'Help Center' },
      { to: paths.community, label: 'Community' },
      { to: paths.webinars, label: 'Webinars' },
      { to: paths.caseStudies, label: 'Case Studies' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { to: paths.privacy, label: 'Privacy Policy' },
      { to: paths.terms, label: 'Terms of Service' },
      { to: paths.cookies, label: 'Cookie Policy' },
      { to: paths.gdpr, label: 'GDPR' },
      { to: paths.security, label: 'Security' },
    ],
  },
];

export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-6">
        <div className="lg:col-span-2">
          <Logo />
          <p className="mt-4 max-w-xs text-sm text-slate-600">
            Uptime monitoring that calls, texts and emails you the moment your site goes down.
          </p>
          <address className="mt-4 space-y-1 text-sm text-slate-600 not-italic">
            <a
              href={`mailto:${site.supportEmail}`}
              className="block font-medium text-brand-700 hover:underline"
            >
              {site.supportEmail}
            </a>
            <a href={site.phone.href} className="block hover:text-slate-900">
              {site.phone.display}
            </a>
            <span className="block">{site.address.join(', ')}</span>
          </address>
          <ul aria-label="Tocsin elsewhere" className="mt-4 flex flex-wrap gap-2">
            {site.social.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  aria-label={link.label}
                  rel="noopener noreferrer"
                  className="inline-flex rounded-full border border-slate-300 px-3 py-1 text-xs font-semibold text-slate-700 hover:border-slate-400 hover:text-slate-900"
                >
                  {link.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
        {columns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-semibold text-slate-900">{column.title}</h2>
            <ul className="mt-3 space-y-2">
              {column.links.map((link) => (
                <li key={link.to}>
                  {/* The server makes /status itself: the app loads it rather than routing to it. */}
                  <Link
                    to={link.to}
                    reloadDocument={isServerPage(link.to)}
                    className="text-sm text-slate-600 hover:text-slate-900"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-200">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p className="text-sm text-slate-600">
            © <CurrentYear /> {site.name}. All rights reserved.
          </p>
          <ThemeSelect />
        </div>
      </div>
    </footer>
  );
}

/**
 * The year now, not the year the page was prerendered: the HTML carries the build's year and
 * the browser corrects it once hydrated (or, on a visitor page, its script does).
 */
function CurrentYear() {
  return <span data-current-year="">{useHydrating() ? BUILD_YEAR : new Date().getFullYear()}</span>;
}

const BUILD_YEAR = new Date().getFullYear();
