import type { OutboxEmail } from '../outbox/service.ts';

/** The note a submitter gets when their game joins the catalogue. */
export function approvalEmail(to: string, game: { title: string; slug: string }, siteUrl?: string): OutboxEmail {
  const link = siteUrl ? `${siteUrl}/game/${game.slug}` : `/game/${game.slug}`;
  return {
    kind: 'submission-approved',
    recipient: to,
    subject: `${game.title} is now on Cozy Games`,
    body: [
      'Hello,',
      '',
      `Thank you for suggesting ${game.title}. Our team has reviewed it and added it to the Cozy Games catalogue:`,
      link,
      '',
      'Players looking for something gentle can now find it, read about it and rate how cozy it feels.',
      '',
      'Warm wishes,',
      'The Cozy Games team',
    ].join('\n'),
  };
}
