import { Link } from 'react-router';
import { TeaCupIcon } from './logo';

const LINKS = [
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/terms-of-service', label: 'Terms of Service' },
  { to: '/report-error', label: 'Report Error' },
];

export function SiteFooter() {
  return (
    <footer className="mt-16 border-t border-sage-200 bg-oat">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-10 sm:px-6 lg:flex-row lg:items-center lg:justify-between">
        <div className="flex items-center gap-2 text-sage-800">
          <TeaCupIcon className="h-6 w-6 text-sage-600" />
          <p className="text-sm">
            <span className="font-serif font-semibold">Cozy Games</span> — relaxing games, gently curated.
          </p>
        </div>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="text-sage-800 underline-offset-4 hover:text-sage-900 hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
