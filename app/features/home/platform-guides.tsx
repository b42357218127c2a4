import { clientLink } from '~/lib/client-links';
import { PLATFORM_LABELS, type Platform } from '../../../common/catalogue';
import { HeadedSection } from '~/components/headed-section';
import { Card } from '~/components/ui/card';

interface Guide {
  title: string;
  text: string;
  /** The family's main platform, then its sibling: each gets a link into the catalogue. */
  platforms: Platform[];
}

const GUIDES: Guide[] = [
  {
    title: 'PC & Mac',
    text: 'The widest choice of cozy games lives here, much of it from small independent studios. A mouse makes decorating and farm planning precise, and many favourites run natively on Mac.',
    platforms: ['pc', 'mac'],
  },
  {
    title: 'Nintendo Switch',
    text: 'A natural home for cozy gaming: play on the TV, then carry your village to the sofa or to bed. Its eShop is full of gentle indie gems that suit short, relaxed sessions.',
    platforms: ['switch'],
  },
  {
    title: 'PlayStation & Xbox',
    text: 'Settle in on the big screen with a controller in hand. The cozy selection keeps growing, and subscription libraries often include calm indie games worth trying.',
    platforms: ['playstation', 'xbox'],
  },
  {
    title: 'iOS & Android',
    text: 'Pocket-sized calm for a commute or a quiet five minutes. Look for premium games without energy timers or pushy ads; they keep the experience truly relaxing.',
    platforms: ['ios', 'android'],
  },
];

/** The links keep the place, then glide to the game list, as the filter bar's do. */
const TO_LIST = clientLink({ keepScroll: true, scrollTo: 'all-games' });

/**
 * What cozy gaming is like on each platform family, with a way into the filtered catalogue. The links glide
 * up to the game list (the home page reads `scrollTo` from the navigation state) instead of jumping to the top.
 */
export function PlatformGuides() {
  return (
    <HeadedSection headingId="platform-guides-heading" title="Cozy Gaming Platform Guides" size="home">
      <p className="mt-2 max-w-2xl text-muted">
        Every platform has its own kind of comfort. Here is what to expect, and where to start browsing.
      </p>
      <ul className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {GUIDES.map((guide) => (
          <li key={guide.title}>
            <Card className="flex h-full flex-col p-5">
              <h3 className="text-lg font-semibold text-sage-900">{guide.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted">{guide.text}</p>
              <ul className="mt-auto space-y-1 pt-4 text-sm font-medium">
                {guide.platforms.map((platform) => (
                  <li key={platform}>
                    <a
                      href={`/?platform=${platform}`}
                      {...TO_LIST}
                      className="inline-flex items-center gap-1 rounded-sm text-sage-700 underline underline-offset-2 hover:text-sage-900"
                    >
                      {`Browse ${PLATFORM_LABELS[platform]} games`}
                      <span aria-hidden="true">→</span>
                    </a>
                  </li>
                ))}
              </ul>
            </Card>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}
