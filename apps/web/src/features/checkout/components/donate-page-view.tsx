import { donationsClosedText } from '@enlaza/shared/donations';
import { type DonatePage, PUBLIC_MESSAGES, publicUrls } from '@enlaza/shared/public';
import { donationIntro, donationTitle } from './donate-button';
import { DonationForm } from './donation-form';

/**
 * The donation form as its own page, rendered on the server for visitors without JavaScript (the
 * goal card's 'Aportar' links here): a plain form that posts to the server, never hydrated.
 */
export function DonatePageView({ page }: { page: DonatePage }) {
  const { creator, goal } = page;
  const profileUrl = publicUrls.profile('', creator.username);
  return (
    <main className="pp-main" id="contenido">
      <div className="pp-topbar">
        <a className="pp-pill-button" href={profileUrl}>
          {PUBLIC_MESSAGES.backToProfile}
        </a>
      </div>
      <section className="pp-card dn-page" aria-labelledby="dn-page-title">
        <h1 id="dn-page-title" className="dn-title">
          {donationTitle(creator.full_name)}
        </h1>
        {goal ? (
          <>
            <p className="dn-intro">{donationIntro(creator.full_name, goal.title)}</p>
            <DonationForm
              goalId={goal.id}
              goalTitle={goal.title}
              creatorName={creator.full_name}
              action={publicUrls.donate('', creator.username)}
              initial={page}
              chips={page.chips}
            />
          </>
        ) : (
          <p className="dn-intro">{donationsClosedText(page.closed ?? 'not-connected', creator.full_name)}</p>
        )}
      </section>
    </main>
  );
}
