import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface Email {
  to: string;
  subject: string;
  text: string;
  /** Stable per message, so a resend after a crash can be recognised as the same email. */
  messageId: string;
}

export interface Mailer {
  send(email: Email): Promise<void>;
}

export const FROM_ADDRESS = 'Cozy Games <no-reply@cozygames.local>';

/** SMTP when SMTP_URL is set; otherwise the email is written to the log, so nothing is silently lost. */
export function createMailer(smtpUrl: string | undefined, log: FastifyBaseLogger): Mailer {
  if (!smtpUrl) {
    return {
      async send(email) {
        log.info({ email: { to: email.to, subject: email.subject, text: email.text } }, 'email (no SMTP_URL set)');
      },
    };
  }
  // Bounded waits, so a mail server that hangs delays only its own email, within the outbox lease.
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(email) {
      await transport.sendMail({
        from: FROM_ADDRESS,
        to: email.to,
        subject: email.subject,
        text: email.text,
        messageId: email.messageId,
      });
    },
  };
}
