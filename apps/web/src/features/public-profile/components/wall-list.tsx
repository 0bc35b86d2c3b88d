import { SUPPORTERS_MESSAGES as M, SUPPORTERS_LIMITS, type SupporterEntry } from '@enlaza/shared/donations';
import { formatARS } from '@enlaza/shared/format';
import { publicUrls } from '@enlaza/shared/public';
import { wallTime } from '../utils/wall-time';
import '../../../styles/supporters.css';

export interface ReportError {
  entryId: string;
  reason: string;
  message: string;
}

interface SupportersListProps {
  username: string;
  creatorName: string;
  supporters: SupporterEntry[];
  /** When the times are counted from (the render). */
  now: Date;
  /** A refused report, shown open at its entry (the page without JavaScript). */
  reportError?: ReportError | null;
}

/** One 'Denunciar' per entry: a plain form that posts to the server (no script needed). */
function ReportForm({
  username,
  entry,
  error,
}: {
  username: string;
  entry: SupporterEntry;
  error: ReportError | null;
}) {
  const id = `sp-report-${entry.id}`;
  return (
    <details className="sp-report" open={error ? true : undefined}>
      <summary className="sp-report-toggle">{M.report}</summary>
      <form
        method="post"
        action={publicUrls.reportSupporter('', username, entry.id)}
        className="sp-report-form"
      >
        <label className="dn-label dn-label-small" htmlFor={id}>
          {M.reportReason}
        </label>
        <textarea
          id={id}
          name="reason"
          className={error ? 'dn-input dn-invalid' : 'dn-input'}
          rows={2}
          maxLength={SUPPORTERS_LIMITS.reasonMax}
          defaultValue={error?.reason ?? ''}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {error ? (
          <p className="dn-error" id={`${id}-error`}>
            {error.message}
          </p>
        ) : null}
        <button type="submit" className="pp-button-outline sp-report-submit">
          {M.reportSubmit}
        </button>
      </form>
    </details>
  );
}

/** The wall's entries: name or 'Anónimo', 'Mensual' for a monthly supporter's charge, amount unless hidden, public message, when, the creator's reply. */
export function WallList({
  username,
  creatorName,
  supporters,
  now,
  reportError = null,
}: SupportersListProps) {
  return (
    <ol className="sp-list">
      {supporters.map((entry) => (
        <li key={entry.id} className="sp-entry" data-testid="supporter" data-entry-id={entry.id}>
          <p className="sp-head">
            <strong className="sp-name">{entry.name}</strong>
            {entry.monthly ? <span className="sp-monthly">{M.monthly}</span> : null}
            {entry.amount !== null ? <span className="sp-amount">{formatARS(entry.amount)}</span> : null}
            <time className="sp-time" dateTime={entry.created_at} suppressHydrationWarning>
              {wallTime(entry.created_at, now)}
            </time>
          </p>
          {entry.message ? <p className="sp-message">{entry.message}</p> : null}
          {entry.reply ? (
            <p className="sp-reply">
              <span className="sp-reply-by">{M.replyFrom(creatorName)}:</span> {entry.reply}
            </p>
          ) : null}
          <ReportForm
            username={username}
            entry={entry}
            error={reportError?.entryId === entry.id ? reportError : null}
          />
        </li>
      ))}
    </ol>
  );
}
