import type { ReactNode } from 'react';
import { HeadedSection } from '~/components/headed-section';
import { Card } from '~/components/ui/card';

interface Reason {
  title: string;
  text: string;
  icon: ReactNode;
}

const REASONS: Reason[] = [
  {
    title: 'Stress relief',
    text: 'No timers breathing down your neck and no harsh punishment for mistakes. Cozy games give your mind a soft place to land after a busy day.',
    icon: (
      <>
        <path d="M5 19c0-8 5.5-14 15-14 0 9.5-6 14.5-14 14.5" />
        <path d="M5 19l8-8" />
      </>
    ),
  },
  {
    title: 'A gentle pace',
    text: 'Play for ten minutes or a whole evening. Days pass when you are ready, and the game waits patiently while you make a cup of tea.',
    icon: (
      <>
        <path d="M4 10h12v4a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5z" />
        <path d="M16 11h1.5a2.5 2.5 0 0 1 0 5H16" />
        <path d="M8 3.5c0 1.5 1 1.5 1 3M12 3.5c0 1.5 1 1.5 1 3" />
      </>
    ),
  },
  {
    title: 'Room to create',
    text: 'Plant a garden, decorate a cottage, design a town. Creativity is the goal, and there is no wrong way to make something yours.',
    icon: (
      <>
        <path d="M12 3a9 9 0 1 0 0 18c1.2 0 1.8-1 1.2-2-.6-1.1 0-2.5 1.3-2.5H17a4 4 0 0 0 4-4C21 7 17 3 12 3z" />
        <circle cx="7.5" cy="11.5" r="1" />
        <circle cx="10.5" cy="7.5" r="1" />
        <circle cx="15" cy="8" r="1" />
      </>
    ),
  },
  {
    title: 'Wholesome stories',
    text: 'Kind characters, close-knit communities and small acts of friendship. These are stories that leave you feeling a little warmer.',
    icon: <path d="M12 20s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7a4.3 4.3 0 0 1 7.5 2.8C19.5 15.4 12 20 12 20z" />,
  },
];

/** The home page's case for cozy games: four short reasons in a responsive grid. */
export function WhyCozy() {
  return (
    <HeadedSection headingId="why-cozy-heading" title="Why Choose Cozy Gaming?" size="home">
      <p className="mt-2 max-w-2xl text-muted">
        Games don&apos;t have to be loud or tense to be absorbing. Here is what draws so many players to the calmer side
        of gaming.
      </p>
      <ul className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {REASONS.map((reason) => (
          <li key={reason.title}>
            <Card className="h-full p-5">
              <span className="flex h-11 w-11 items-center justify-center rounded-full bg-sage-100 text-sage-700">
                <svg
                  aria-hidden="true"
                  focusable="false"
                  viewBox="0 0 24 24"
                  className="h-6 w-6"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth={1.75}
                  strokeLinecap="round"
                  strokeLinejoin="round"
                >
                  {reason.icon}
                </svg>
              </span>
              <h3 className="mt-4 text-lg font-semibold text-sage-900">{reason.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted">{reason.text}</p>
            </Card>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}
