import type { Route } from './+types/terms-of-service';
import { StaticPage, TextLink } from '~/components/static-page';
import { pageMeta, siteUrlFrom } from '~/lib/meta';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Terms of Service',
    description:
      'The terms for using Cozy Games: how you may use the catalogue, what happens to the games, reports, messages and ratings you send us, and the limits of our responsibility.',
    path: '/terms-of-service',
    siteUrl: siteUrlFrom(matches),
  });

export default function TermsOfService() {
  return (
    <StaticPage
      title="Terms of Service"
      lead="These terms explain how you may use Cozy Games and what you agree to when you contribute to it. We've kept them as short and plain as we can."
      updated="2026-11-22"
    >
      <section>
        <h2>Accepting these terms</h2>
        <p>
          By using Cozy Games, you agree to these terms and to our{' '}
          <TextLink to="/privacy-policy">Privacy Policy</TextLink>. If you don&apos;t agree with them, please don&apos;t
          use the site.
        </p>
      </section>

      <section>
        <h2>The service</h2>
        <p>
          Cozy Games is a free catalogue of cozy, relaxing video games. You can browse and search it, read our reviews,
          rate how cozy a game feels, suggest games, report errors and send us messages, all without an account. We may
          add, change or retire features over time, and we may pause the site for maintenance.
        </p>
      </section>

      <section>
        <h2>Your contributions</h2>
        <p>
          Game submissions, error reports, messages and cozy ratings help keep the catalogue useful. When you send us
          any of them:
        </p>
        <ul>
          <li>
            You give us a free, non-exclusive, worldwide and lasting right to publish, edit, adapt and display the game
            information you submit, as part of the catalogue and wherever we share it.
          </li>
          <li>You confirm that what you send is accurate to the best of your knowledge and that you may share it.</li>
          <li>
            You agree not to send spam, advertising, abusive or unlawful content, malicious links, or anything meant to
            mislead other players.
          </li>
          <li>
            You agree to rate each game once and honestly, and not to use automated tools or other tricks to influence
            ratings.
          </li>
        </ul>
        <p className="mt-3">
          Submitting your email address with a game is optional; how we use it is explained in our Privacy Policy.
        </p>
      </section>

      <section>
        <h2>Moderation</h2>
        <p>
          Our team reviews every submission before it appears in the catalogue. We may edit a submission for accuracy,
          clarity or length, reject it, or later change or remove any listing, rating or other content, for example when
          it is incorrect, duplicates an existing game or breaks these terms. We&apos;re not required to publish
          anything we receive, and we can&apos;t always explain each decision individually.
        </p>
      </section>

      <section>
        <h2>Using the site fairly</h2>
        <p>
          Please don&apos;t try to get around our captcha or request limits, interfere with how the site works, access
          areas you aren&apos;t authorised to use, or collect content in a way that puts a heavy load on our servers.
        </p>
      </section>

      <section>
        <h2>Intellectual property</h2>
        <p>
          Game names, trademarks, logos and images belong to their respective owners. We show them only to identify the
          games we describe, and their appearance here doesn&apos;t mean those owners endorse Cozy Games. If you own
          rights in something shown here and want it corrected or removed, please get in touch.
        </p>
        <p>
          Our own text, including game descriptions and reviews, the cover images we create, and the design of the site
          belong to Cozy Games. You&apos;re welcome to link to any page and to quote short passages with credit and a
          link back.
        </p>
      </section>

      <section>
        <h2>Links to other websites</h2>
        <p>
          Game pages link to official websites and stores run by others. We don&apos;t control those sites and
          aren&apos;t responsible for their content, products, prices or privacy practices.
        </p>
      </section>

      <section>
        <h2>Disclaimers</h2>
        <p>
          We work hard to keep the catalogue accurate, but the information on Cozy Games is provided as is, without
          warranties of any kind. Platforms, prices and availability change often and may differ by region, so please
          check the official store page before you buy. Our reviews and the cozy ratings are opinions, and whether a
          game feels cozy to you is yours to judge.
        </p>
      </section>

      <section>
        <h2>Limitation of liability</h2>
        <p>
          To the fullest extent the law allows, Cozy Games is not liable for any indirect, incidental or consequential
          loss arising from your use of the site or of information found on it, including purchases you make from third
          parties. Nothing in these terms limits any liability that cannot be limited by law, or any rights you have as
          a consumer.
        </p>
      </section>

      <section>
        <h2>Changes to these terms</h2>
        <p>
          We may update these terms as the site grows. When we do, we&apos;ll change the date at the top of this page.
          If you keep using Cozy Games after a change, you accept the updated terms.
        </p>
      </section>

      <section>
        <h2>Contact</h2>
        <p>
          Questions about these terms? Reach us through our <TextLink to="/contact">contact page</TextLink>.
        </p>
      </section>
    </StaticPage>
  );
}
