import { VERIFICATION_MESSAGES as T, type VerifyEmailPage } from '@enlaza/shared/auth';
import { paths } from '../../../config/paths';

/**
 * The page a verification link opens, rendered on the server only (the mail app's browser may run
 * no script): the result and the way to the dashboard.
 */
export function VerifyEmailPageView({ page }: { page: VerifyEmailPage }) {
  return (
    <main className="pp-main" id="contenido">
      <section className="pp-card dn-page" aria-labelledby="ve-title">
        <h1 id="ve-title" className="dn-title">
          {page.verified ? T.verifiedTitle : T.invalidTitle}
        </h1>
        <p className="dn-intro">{page.verified ? T.verifiedBody : T.invalidBody}</p>
        <a className="pp-button" href={paths.dashboard.root.getHref()}>
          {T.toDashboard}
        </a>
      </section>
    </main>
  );
}
