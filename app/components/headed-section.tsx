import type { ReactNode } from 'react';

const HEADING_CLASS = {
  page: 'text-2xl font-bold text-sage-900',
  /** A section of the home page, whose headings grow on wider screens. */
  home: 'text-2xl font-bold text-sage-900 sm:text-3xl',
};

/** A section named by its heading: the section's accessible name is the h2 at its top. */
export function HeadedSection({
  headingId,
  title,
  size = 'page',
  className,
  children,
}: {
  headingId: string;
  title: ReactNode;
  size?: keyof typeof HEADING_CLASS;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className={HEADING_CLASS[size]}>
        {title}
      </h2>
      {children}
    </section>
  );
}
