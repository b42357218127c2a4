import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { HeadedSection } from '~/components/headed-section';

const linkClass = 'text-sage-700 underline underline-offset-2 hover:text-sage-900';

/** Links to a filtered list glide to it, as the filter bar's links do. */
function ListLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} preventScrollReset state={{ scrollTo: 'all-games' }} className={linkClass}>
      {children}
    </Link>
  );
}

const QUESTIONS: { id: string; question: string; answer: ReactNode }[] = [
  {
    id: 'what-is-cozy',
    question: 'What makes a game cozy?',
    answer: (
      <p>
        A cozy game is one that feels safe and unhurried. The stakes are low, failure is gentle or absent, and you set
        the pace. Think tending a garden, decorating a home, solving a quiet puzzle or getting to know a friendly
        community. Cozy is less a genre than a feeling: warmth, comfort and the freedom to simply enjoy being there.
      </p>
    ),
  },
  {
    id: 'combat',
    question: 'How do you label games that have combat?',
    answer: (
      <p>
        Every listing records whether the game includes any combat. Games that do carry a <strong>Combat</strong> badge
        on their card, and each game page says <strong>Has Combat</strong> or <strong>No Combat</strong> under Game
        Info. Above the game list, choose <ListLink to="/?combat=false">No Combat</ListLink> to hide them all, or{' '}
        <ListLink to="/?combat=true">Has Combat</ListLink> to see only those.
      </p>
    ),
  },
  {
    id: 'platforms',
    question: 'Which platforms do you cover?',
    answer: (
      <p>
        PC, Mac, Nintendo Switch, PlayStation, Xbox, iOS and Android. Each game card shows the platforms it is available
        on, and the platform buttons above the list narrow the catalogue to the one you play on.
      </p>
    ),
  },
  {
    id: 'featured',
    question: 'How are featured games chosen?',
    answer: (
      <p>
        Our team picks them by hand. We look for games that show cozy gaming at its best, from well-loved classics to
        smaller gems that deserve more attention, and we refresh the selection from time to time.
      </p>
    ),
  },
  {
    id: 'suggest',
    question: 'Can I suggest a game?',
    answer: (
      <p>
        Yes, please do! Use the{' '}
        <Link to="/submit-game" className={linkClass}>
          Submit a Game
        </Link>{' '}
        form. Our team reviews every submission before it is added to the catalogue, usually within 2-3 business days.
        Leave your email address if you would like us to let you know when your game is approved.
      </p>
    ),
  },
  {
    id: 'upcoming',
    question: 'Do you list upcoming games?',
    answer: (
      <p>
        We focus on games you can play today, including early-access games that are already available. Unreleased games
        are added once they launch, so if you are looking forward to one,{' '}
        <Link to="/submit-game" className={linkClass}>
          suggest it
        </Link>{' '}
        when it comes out.
      </p>
    ),
  },
  {
    id: 'updates',
    question: 'How often is the database updated?',
    answer: (
      <p>
        Continuously. New games appear whenever our team approves a submission, and we review error reports within 24-48
        hours, correcting a listing as soon as we have checked the details against official sources.
      </p>
    ),
  },
  {
    id: 'indie',
    question: 'Do you include indie games?',
    answer: (
      <p>
        Absolutely. Many of the coziest games come from small independent studios and solo developers, and they make up
        a large part of our catalogue alongside titles from bigger publishers.
      </p>
    ),
  },
];

/**
 * Eight common questions, one answer open at a time: native disclosures sharing a name, so the
 * browser opens one and closes the others with no script, and every answer is in the server's HTML.
 */
export function Faq() {
  return (
    <HeadedSection headingId="faq-heading" title="Frequently Asked Questions" size="home" className="max-w-3xl">
      <div className="mt-4">
        {QUESTIONS.map((item) => (
          <details key={item.id} name="faq" className="group border-b border-sage-200">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 text-left font-semibold hover:text-sage-700 [&::-webkit-details-marker]:hidden">
              {item.question}
              <span aria-hidden="true" className="text-xl leading-none transition-transform group-open:rotate-45">
                +
              </span>
            </summary>
            <div className="pb-4 leading-relaxed text-muted">{item.answer}</div>
          </details>
        ))}
      </div>
      <p className="mt-6 text-muted">
        Still have questions?{' '}
        <Link to="/contact" className={linkClass}>
          Contact us
        </Link>{' '}
        and we&apos;ll get back to you within 1-2 business days.
      </p>
    </HeadedSection>
  );
}
