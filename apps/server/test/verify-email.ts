import { MAIL_MESSAGES } from '@enlaza/shared/mail';
import type { LightMyRequestResponse } from 'fastify';
import type { MailPayloads } from '../src/db/mail-queue.repository';
import { renderMail } from '../src/modules/mail-queue/render-mail';
import { registerCreator, type TestApp } from './test-app';

/** The first http(s) address in a mail's text. */
export function firstLink(text: string): string {
  const match = text.match(/https?:\/\/[^\s\]]+/);
  if (!match) throw new Error('no link in mail');
  return match[0];
}

/**
 * The newest verification link mailed to `email`, as the creator reads it (issue 22): the mail
 * queue's worker sends what is due through the app's mail port (whatever outbox a test gave it),
 * and the link is taken from that mail's text, rendered from its queued row.
 */
export async function verificationLinkFor(t: TestApp, email: string): Promise<string> {
  await t.deps.mailQueue.sendDue();
  const row = await t.database.db
    .selectFrom('mail_queue')
    .select(['payload', 'status'])
    .where('kind', '=', 'email_verification')
    .where('recipient', '=', email)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!row) throw new Error(`no verification mail to ${email}`);
  if (row.status !== 'sent') throw new Error(`the verification mail to ${email} was not sent`);
  const mail = await renderMail(
    'email_verification',
    JSON.parse(row.payload) as MailPayloads['email_verification'],
    t.deps.config.publicUrl,
    t.deps.config.encryptionKey,
  );
  if (mail.subject !== MAIL_MESSAGES.verification.subject) throw new Error('not a verification mail');
  return firstLink(mail.text);
}

/** Opens a link of the app (GET, by path and query). */
export function openLink(t: TestApp, link: string): Promise<LightMyRequestResponse> {
  const url = new URL(link);
  return t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
}

/**
 * Verifies a registered creator's email through the link mailed to them. Success is read from the
 * account, not from the page: a test app without the web app's build answers the page itself 503.
 */
export async function verifyEmail(t: TestApp, creator: { body: { email: string } }): Promise<void> {
  const { email } = creator.body;
  const res = await openLink(t, await verificationLinkFor(t, email));
  const user = await t.database.db
    .selectFrom('users')
    .select('email_verified_at')
    .where('email', '=', email)
    .executeTakeFirst();
  if (!user?.email_verified_at) throw new Error(`verification failed: ${res.statusCode}`);
}

/** Registers a creator and verifies their email through the mailed link (issue 22). */
export async function registerVerifiedCreator(t: TestApp, overrides: Record<string, string> = {}) {
  const creator = await registerCreator(t.app, overrides);
  await verifyEmail(t, creator);
  return creator;
}
