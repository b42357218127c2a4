/** A steaming tea cup: the site's mark. */
export function TeaCupIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className} fill="none">
      <path
        d="M11 4c-1 1.5 1 2.5 0 4M16 3c-1 1.5 1 2.5 0 4M21 4c-1 1.5 1 2.5 0 4"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
      <path d="M5 12h20v5a9 9 0 0 1-9 9h-2a9 9 0 0 1-9-9v-5Z" fill="currentColor" />
      <path d="M25 14h1.5a3.5 3.5 0 0 1 0 7H24" stroke="currentColor" strokeWidth="2" />
      <path d="M4 28h24" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
