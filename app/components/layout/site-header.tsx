import { Link, NavLink } from 'react-router';
import { TeaCupIcon } from './logo';

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-sage-200 bg-cream/95 backdrop-blur supports-[backdrop-filter]:bg-cream/80">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to="/" className="flex items-center gap-2 rounded-lg text-sage-800" aria-label="Cozy Games home">
          <TeaCupIcon className="h-8 w-8 text-sage-600" />
          <span className="font-serif text-xl font-bold tracking-tight">Cozy Games</span>
        </Link>
        <nav aria-label="Main">
          <NavLink
            to="/submit-game"
            className={({ isActive }) =>
              `inline-flex h-10 items-center rounded-full px-4 font-medium transition-colors ${
                isActive ? 'bg-sage-800 text-white' : 'bg-sage-700 text-white hover:bg-sage-800'
              }`
            }
          >
            Submit Game
          </NavLink>
        </nav>
      </div>
    </header>
  );
}
