import { clientLink, followOnSpace } from '~/lib/client-links';

interface FilterLinkProps {
  active: boolean;
  to: string;
  label: string;
  /** How many games the view would hold with this choice; shown and spoken with the label. */
  count?: number;
  /**
   * 'choice' marks the current one of several (platform, combat); 'toggle' is a button that can be
   * on or off beside others (aria-pressed), still a link so it works before the script loads.
   */
  kind?: 'choice' | 'toggle';
}

export function FilterLink({ active, to, label, count, kind = 'choice' }: FilterLinkProps) {
  const toggle = kind === 'toggle';
  // The chip's look (app.css) follows from these attributes alone.
  return (
    <a
      href={to}
      {...clientLink({ keepScroll: true })}
      aria-current={!toggle && active ? 'true' : undefined}
      role={toggle ? 'button' : undefined}
      aria-pressed={toggle ? active : undefined}
      data-empty={count === 0 && !active ? '' : undefined}
      onKeyDown={toggle ? followOnSpace : undefined}
      className="chip"
    >
      {count === undefined ? label : `${label} `}
      {count === undefined ? null : (
        <span className="chip-count">
          {count}
          <span className="sr-only">{count === 1 ? ' game' : ' games'}</span>
        </span>
      )}
    </a>
  );
}
