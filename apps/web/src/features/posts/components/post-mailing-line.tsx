import { type Post, POST_MAIL_MESSAGES as T } from '@enlaza/shared/posts';

/** A post's mailing on the creator's list: 'Enviado a 120 de 340', how it ended, or not mailed over the cap. */
export function PostMailingLine({ mailing }: { mailing: Post['mailing'] }) {
  if (!mailing) return null;
  if (mailing.status === 'limit') return <span className="po-date">{T.limit}</span>;
  const parts = [T.progress(mailing.sent, mailing.total)];
  if (mailing.failed > 0) parts.push(T.failed(mailing.failed));
  if (mailing.status === 'done') parts.push(T.done);
  return (
    <span className="po-date" data-testid="post-mailing">
      {parts.join(' · ')}
    </span>
  );
}
