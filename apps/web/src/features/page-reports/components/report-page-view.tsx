import { PUBLIC_MESSAGES, publicUrls } from '@enlaza/shared/public';
import {
  PAGE_REPORT_MESSAGES as M,
  PAGE_REPORT_LIMITS,
  PAGE_REPORT_REASON_LABELS,
  PAGE_REPORT_REASONS,
  type ReportPage,
  reportUrls,
} from '@enlaza/shared/reports';

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p className="dn-error" id={id}>
      {message}
    </p>
  ) : null;
}

/**
 * 'Denunciar' (issue 22): the report form as a plain page rendered on the server, posting to the
 * server (works without JavaScript, never hydrated); after sending, 'Recibimos tu denuncia'.
 */
export function ReportPageView({ page }: { page: ReportPage }) {
  const { creator, values, errors } = page;
  const profileUrl = publicUrls.profile('', creator.username);
  const describe = (field: keyof ReportPage['errors'], hint?: string) =>
    [errors[field] ? `report-${field}-error` : null, hint ?? null].filter(Boolean).join(' ') || undefined;
  return (
    <main className="pp-main" id="contenido">
      <div className="pp-topbar">
        <a className="pp-pill-button" href={profileUrl}>
          {PUBLIC_MESSAGES.backToProfile}
        </a>
      </div>
      <section className="pp-card dn-page" aria-labelledby="report-title">
        {page.sent ? (
          <>
            <h1 id="report-title" className="dn-title">
              {M.received}
            </h1>
            <p className="dn-intro" role="status">
              {M.receivedText}
            </p>
            <a className="pp-button" href={profileUrl}>
              {M.backToProfile}
            </a>
          </>
        ) : (
          <>
            <h1 id="report-title" className="dn-title">
              {M.title}
            </h1>
            <p className="dn-intro">{M.intro(creator.full_name)}</p>
            <form className="dn-form" method="post" action={reportUrls.form('', creator.username)} noValidate>
              <div className="dn-field">
                <label className="dn-label" htmlFor="report-reason">
                  {M.reasonLabel}
                </label>
                <select
                  id="report-reason"
                  name="reason"
                  className={errors.reason ? 'dn-input dn-invalid' : 'dn-input'}
                  defaultValue={values.reason}
                  required
                  aria-invalid={errors.reason ? true : undefined}
                  aria-describedby={describe('reason')}
                >
                  <option value="">{M.reasonChoose}</option>
                  {PAGE_REPORT_REASONS.map((reason) => (
                    <option key={reason} value={reason}>
                      {PAGE_REPORT_REASON_LABELS[reason]}
                    </option>
                  ))}
                </select>
                <FieldError id="report-reason-error" message={errors.reason} />
              </div>
              <div className="dn-field">
                <label className="dn-label" htmlFor="report-details">
                  {M.detailsLabel}
                </label>
                <textarea
                  id="report-details"
                  name="details"
                  className={errors.details ? 'dn-input dn-invalid' : 'dn-input'}
                  rows={5}
                  maxLength={PAGE_REPORT_LIMITS.detailsMax}
                  defaultValue={values.details}
                  aria-invalid={errors.details ? true : undefined}
                  aria-describedby={describe('details', 'report-details-hint')}
                />
                <FieldError id="report-details-error" message={errors.details} />
                <p className="dn-hint" id="report-details-hint">
                  {M.detailsHint}
                </p>
              </div>
              <div className="dn-field">
                <label className="dn-label" htmlFor="report-contact">
                  {M.contactLabel}
                </label>
                <input
                  id="report-contact"
                  name="contact_email"
                  type="email"
                  autoComplete="email"
                  className={errors.contact_email ? 'dn-input dn-invalid' : 'dn-input'}
                  defaultValue={values.contact_email}
                  aria-invalid={errors.contact_email ? true : undefined}
                  aria-describedby={describe('contact_email', 'report-contact-hint')}
                />
                <FieldError id="report-contact_email-error" message={errors.contact_email} />
                <p className="dn-hint" id="report-contact-hint">
                  {M.contactHint}
                </p>
              </div>
              {page.formError ? (
                <p className="dn-form-error" role="alert">
                  {page.formError}
                </p>
              ) : null}
              <button type="submit" className="pp-button dn-submit">
                {M.submit}
              </button>
            </form>
          </>
        )}
      </section>
    </main>
  );
}
