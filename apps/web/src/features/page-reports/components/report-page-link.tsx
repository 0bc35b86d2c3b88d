import { PUBLIC_MESSAGES, publicUrls } from '@enlaza/shared/public';

/** The small 'Denunciar' link at the foot of a public page and an event page (a plain link: no script needed). */
export function ReportPageLink({ username }: { username: string }) {
  return (
    <p className="pp-report-link">
      <a href={publicUrls.report('', username)} rel="nofollow">
        {PUBLIC_MESSAGES.reportPage}
      </a>
    </p>
  );
}
