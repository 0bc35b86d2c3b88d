import { PAGE_REPORT_LINK, reportUrls } from '@enlaza/shared/reports';

/** The small 'Denunciar' link at the foot of a public page and an event page (a plain link: no script needed). */
export function ReportPageLink({ username }: { username: string }) {
  return (
    <p className="pp-report-link">
      <a href={reportUrls.form('', username)} rel="nofollow">
        {PAGE_REPORT_LINK}
      </a>
    </p>
  );
}
