import type { Route } from './+types/privacy-policy';
import { StaticPage, TextLink } from '~/components/static-page';
import { pageMeta, siteUrlFrom } from '~/lib/meta';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Privacy Policy',
    description:
      'What Cozy Games stores and why: submissions, reports, messages and cozy ratings. No advertising, no analytics, no third-party tracking, and we never sell your data.',
    path: '/privacy-policy',
    siteUrl: siteUrlFrom(matches),
  });

function ContactLink({ children = 'contact page' }: { children?: string }) {
  return <TextLink to="/contact">{children}</TextLink>;
}

export default function PrivacyPolicy() {
  return (
    <StaticPage
      title="Privacy Policy"
      lead="We collect as little as we can. This page explains exactly what Cozy Games stores, why we store it, and how long we keep it."
      updated="2026-11-22"
    >
      <section>
        <h2>The short version</h2>
        <ul>
          <li>You can browse the whole catalogue without an account and without telling us anything about yourself.</li>
          <li>We only store what you choose to send us, plus what we need to run the site safely.</li>
          <li>No advertising, no analytics, no third-party tracking cookies or scripts.</li>
          <li>We never sell or rent your information.</li>
        </ul>
      </section>

      <section>
        <h2>What we store and why</h2>
        <h3 className="mt-6 mb-2 text-lg font-semibold text-sage-900">Game submissions</h3>
        <p>
          When you suggest a game, we store the game details you enter (title, description, features, platforms, genre,
          release year, developer, image and website links, and whether it includes combat) so our team can review them.
          Giving your email address is optional; if you do, we use it only to tell you when your submission is approved.
          We never add it to a mailing list or share it.
        </p>
        <h3 className="mt-6 mb-2 text-lg font-semibold text-sage-900">Error reports</h3>
        <p>
          When you report a problem with a listing, we store the game title, the type of error and your description so
          we can check and fix it. The form doesn&apos;t ask for any personal details.
        </p>
        <h3 className="mt-6 mb-2 text-lg font-semibold text-sage-900">Contact messages</h3>
        <p>
          When you write to us, we store your name, email address, subject and message, and use them only to read and
          answer your message.
        </p>
        <h3 className="mt-6 mb-2 text-lg font-semibold text-sage-900">Cozy ratings</h3>
        <p>When you rate a game, we store three things alongside the game:</p>
        <ul>
          <li>the rating itself, from one to five tea cups;</li>
          <li>
            a browser fingerprint: a code derived from your browser&apos;s user-agent string and the current date. It
            changes every day and isn&apos;t tied to your name, email or account;
          </li>
          <li>
            a random voter ID, also kept in a cookie in your browser (see below), so that each visitor can rate a game
            only once.
          </li>
        </ul>
        <p className="mt-3">We use these only to count votes fairly and show each game&apos;s median rating.</p>
        <h3 className="mt-6 mb-2 text-lg font-semibold text-sage-900">Captcha challenges</h3>
        <p>
          Our forms ask you to type a short code to keep out spam. We store each code, made up of random characters,
          just long enough to check your answer. A challenge expires after 10 minutes, is used up when you submit the
          form, and is not linked to you.
        </p>
        <h3 className="mt-6 mb-2 text-lg font-semibold text-sage-900">Server logs</h3>
        <p>
          Like most websites, our server keeps a technical log of the requests it handles: a request ID, the page or
          address requested, the response status, and the network (IP) address the request came from. We use it to keep
          the site running, fix errors and spot abuse, and keep it only briefly for those operational purposes.
        </p>
        <p>
          To protect our forms from floods of automated requests, the server also keeps short-lived counts of recent
          requests per network (IP) address. These counts expire on their own and are never stored with anything you
          send us.
        </p>
      </section>

      <section>
        <h2>Cookies</h2>
        <p>We use only the few cookies the site needs to work. All of them are our own:</p>
        <ul>
          <li>
            <strong>Anti-forgery token</strong>: a random security token that proves a form was sent from our own pages
            and not from another website. It expires after a day.
          </li>
          <li>
            <strong>Voter cookie</strong>: holds your random voter ID so you can rate each game once. It is HttpOnly,
            which means scripts on the page cannot read it, contains nothing about who you are, and lasts a year.
          </li>
          <li>
            <strong>Session cookie</strong>: set only for members of our team who sign in to the admin area. It ends
            when they sign out, after 12 hours without use, or at the latest 7 days after signing in.
          </li>
        </ul>
        <p className="mt-3">
          We don&apos;t use advertising cookies, third-party tracking cookies or analytics of any kind. Because every
          cookie we set is strictly necessary, we don&apos;t show a cookie banner. You can delete our cookies at any
          time in your browser settings; the site will keep working, though you may need to reload a form.
        </p>
      </section>

      <section>
        <h2>Who can see your information</h2>
        <p>
          Submissions, reports, messages and ratings are seen only by our small team. We use service providers to host
          the site and, if you left your email with a submission, to deliver the approval notice; they process data only
          on our behalf. When a submission is approved, the game details (never your email address) are published in the
          catalogue. We disclose information to others only if the law requires it.
        </p>
        <p>
          Game pages link to official websites and stores. Those sites are run by others and have their own privacy
          policies.
        </p>
      </section>

      <section>
        <h2>How long we keep it</h2>
        <ul>
          <li>
            <strong>Submissions</strong> are kept while we review them and afterwards as a record of where a listing
            came from. You can ask us to delete your email address from a submission at any time.
          </li>
          <li>
            <strong>Error reports and contact messages</strong> are kept until we have dealt with them and for as long
            as a follow-up is likely, then deleted.
          </li>
          <li>
            <strong>Ratings</strong> are kept for as long as the game is listed and are deleted together with the game.
          </li>
          <li>
            <strong>Cookies</strong> stay in your browser until they expire or you delete them.
          </li>
          <li>
            <strong>Captcha challenges</strong> expire after 10 minutes.
          </li>
          <li>
            <strong>Server logs</strong> are kept only briefly, for operations.
          </li>
        </ul>
      </section>

      <section>
        <h2>Your rights</h2>
        <p>
          You can ask to see the information we hold about you, to have it corrected, or to have it deleted. Just write
          to us through our <ContactLink /> and tell us which submission or message it concerns. We&apos;ll answer
          within one month. Ratings are not linked to a name or email address, so we may not be able to identify which
          votes are yours, but we&apos;ll help where we can. Depending on where you live, you may also have the right to
          object to how we use your data and to complain to your local data protection authority.
        </p>
      </section>

      <section>
        <h2>We don&apos;t sell your data</h2>
        <p>
          We have never sold, rented or traded personal information, and we never will. We don&apos;t build profiles of
          visitors or use your information for advertising.
        </p>
      </section>

      <section>
        <h2>Children</h2>
        <p>
          Cozy games are loved by all ages, and anyone can browse the catalogue without sharing anything. Our forms are
          not intended for children under 13, and we don&apos;t knowingly collect their personal information. If you
          believe a child has sent us personal details, please let us know through our <ContactLink /> and we&apos;ll
          delete them.
        </p>
      </section>

      <section>
        <h2>Changes to this policy</h2>
        <p>
          If we change what we collect or how we use it, we&apos;ll update this page and the date at the top. For
          significant changes, we&apos;ll also point them out clearly on this page.
        </p>
      </section>

      <section>
        <h2>Contact</h2>
        <p>
          Questions about your privacy are always welcome. Reach us through our <ContactLink />.
        </p>
      </section>
    </StaticPage>
  );
}
