import type { Route } from './+types/about';
import { StaticPage, TextLink } from '~/components/static-page';
import { pageMeta, siteUrlFrom } from '~/lib/meta';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'About Us',
    description:
      'Cozy Games helps players discover relaxing games: community submissions reviewed by our team, clear combat labels, and cozy ratings in tea cups.',
    path: '/about',
    siteUrl: siteUrlFrom(matches),
  });

export default function About() {
  return (
    <StaticPage
      title="About Cozy Games"
      lead="We help players discover relaxing games: the gentle, wholesome kind you can sink into after a long day, on whatever you play on."
    >
      <section>
        <h2>Our mission</h2>
        <p>
          Finding a calm game shouldn&apos;t mean scrolling through store pages full of explosions and countdown timers.
          Cozy Games gathers relaxing games in one place, describes each one honestly, and tells you where you can play
          it, so you can spend less time searching and more time unwinding.
        </p>
        <p>
          Every listing shows the platforms a game is on, its genre, whether it includes combat, and a short review that
          covers what we love about it and what to consider before you start.
        </p>
      </section>

      <section>
        <h2>What &ldquo;cozy&rdquo; means to us</h2>
        <p>
          Cozy isn&apos;t a genre; it&apos;s a feeling. A cozy game is safe and unhurried: the stakes are low, mistakes
          are forgiven, and you decide the pace. It might have you tending crops, decorating a home, running a small
          café, solving a quiet puzzle or getting to know a kind-hearted town. What these games share is warmth, and the
          freedom to simply enjoy being there.
        </p>
      </section>

      <section>
        <h2>Built with the community</h2>
        <p>
          Many of our listings start with a player who loves a game and wants others to find it. Anyone can{' '}
          <TextLink to="/submit-game">suggest a game</TextLink>. Every submission is reviewed by our team before it
          appears: we check the details against official sources, tidy the description, and make sure the game truly
          fits the catalogue. Most submissions are reviewed within 2-3 business days.
        </p>
      </section>

      <section>
        <h2>Combat, clearly labelled</h2>
        <p>
          Some players are happy with a little sword-swinging; others want none at all. So we record for every game
          whether it includes combat, even if it&apos;s occasional or optional.
        </p>
        <ul>
          <li>
            On the home page, the <strong>No Combat</strong> filter hides every game with combat, and{' '}
            <strong>Has Combat</strong> shows only those.
          </li>
          <li>
            Game cards for games with combat carry a <strong>Combat</strong> badge, so you can tell at a glance.
          </li>
          <li>Each game page states Has Combat or No Combat in its Game Info.</li>
        </ul>
      </section>

      <section>
        <h2>How the cozy rating works</h2>
        <p>
          Visitors rate how cozy a game feels with one to five tea cups, where five cups means maximum coziness. Each
          visitor can rate a game once. The rating we show is the median of all votes, shown to one decimal place, so a
          few unusually high or low votes can&apos;t pull it far from what most players feel. Until the first vote
          arrives, a game simply shows &ldquo;No ratings yet&rdquo;.
        </p>
      </section>

      <section>
        <h2>Spotted a mistake?</h2>
        <p>
          Games change: they arrive on new platforms, websites move, details get updated. If a listing looks wrong or
          out of date, please <TextLink to="/report-error">report the error</TextLink>. We review every report within
          24-48 hours and check it against official sources before updating the game.
        </p>
      </section>

      <section>
        <h2>Get in touch</h2>
        <p>
          Questions, ideas or partnership inquiries are always welcome. Send us a note through our{' '}
          <TextLink to="/contact">contact page</TextLink> and we&apos;ll usually reply within 1-2 business days.
        </p>
      </section>
    </StaticPage>
  );
}
