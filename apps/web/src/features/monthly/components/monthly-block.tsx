import { MONTHLY_PUBLIC_MESSAGES, type PublicMonthlyTier, tierIndexingLine } from '@enlaza/shared/monthly';
import { SubscribeTierPrices } from './subscribe-shape-fields';

/** Where 'Suscribirme' leads: our own server-rendered subscribe page (works without JavaScript). */
export function monthlySubscribeHref(username: string, tierId: number): string {
  return `/u/${encodeURIComponent(username)}/mensual/${tierId}`;
}

/**
 * 'Aporte mensual' on the public page: each open tier with its name, '$ 2.000 por mes', what the
 * supporter gets and 'Suscribirme' — plain links, no script.
 */
export function MonthlyBlock({ username, tiers }: { username: string; tiers: readonly PublicMonthlyTier[] }) {
  if (tiers.length === 0) return null;
  return (
    <section className="pp-card pp-monthly" aria-labelledby="pp-monthly-title">
      <h2 id="pp-monthly-title" className="pp-section-title">
        {MONTHLY_PUBLIC_MESSAGES.blockTitle}
      </h2>
      <ul className="pp-monthly-tiers">
        {tiers.map((tier) => (
          <li key={tier.id} className="pp-monthly-tier" data-testid="monthly-tier-public">
            <h3 className="pp-monthly-name">{tier.name}</h3>
            <SubscribeTierPrices tier={tier} short />
            {tier.indexing ? (
              <p className="pp-monthly-indexing" data-testid="monthly-tier-indexing">
                {tierIndexingLine(tier.indexing, tier.next_adjustment)}
              </p>
            ) : null}
            {tier.description ? <p className="pp-monthly-description">{tier.description}</p> : null}
            <a
              className="pp-button"
              href={monthlySubscribeHref(username, tier.id)}
              aria-label={`${MONTHLY_PUBLIC_MESSAGES.subscribe}: ${tier.name}`}
            >
              {MONTHLY_PUBLIC_MESSAGES.subscribe}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
