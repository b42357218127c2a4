import { Link, NavLink } from 'react-router';
import { HeaderSearch } from './header-search';
import { TeaCupIcon } from './logo';
import { ShelfLink } from './shelf-link';

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-sage-200 bg-cream/95 backdrop-blur supports-[backdrop-filter]:bg-cream/80">
      <div className="relative mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-4 max-[389px]:gap-1.5 max-[389px]:px-3 sm:gap-4 sm:px-6">
        <Link
          to="/"
          className="flex shrink-0 items-center gap-1.5 rounded-lg whitespace-nowrap text-sage-800 sm:gap-2"
          aria-label="Cozy Games home"
        >
          <TeaCupIcon className="h-7 w-7 text-sage-600 max-[389px]:h-6 max-[389px]:w-6 max-[359px]:hidden sm:h-8 sm:w-8" />
          <span className="font-serif text-lg font-bold tracking-tight max-[389px]:text-base sm:text-xl">
            Cozy Games
          </span>
        </Link>
        <HeaderSearch />
        <nav aria-label="Main" className="flex shrink-0 items-center gap-0.5 sm:gap-2">
          <ShelfLink />
          <NavLink
            to="/submit-game"
            className={({ isActive }) =>
              `inline-flex h-10 items-center rounded-full px-3.5 font-medium whitespace-nowrap transition-colors max-[389px]:px-3 max-[389px]:text-sm sm:px-4 ${
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
