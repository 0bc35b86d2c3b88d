import { formatARS } from '@enlaza/shared/money';
import { MONTHLY_SCREEN_MESSAGES } from '@enlaza/shared/monthly';
import { useId } from 'react';
import { Link } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { useSupporters } from '../api/get-supporters';

const T = MONTHLY_SCREEN_MESSAGES.homeCard;

/** The dashboard home's card: the monthly income of the active supporters and a link to the screen. */
export function MonthlyIncomeCard({ href }: { href: string }) {
  const titleId = useId();
  const supporters = useSupporters('all', 1);
  return (
    <section className="home-card" aria-labelledby={titleId} data-testid="monthly-income-card">
      <div className="home-card-head">
        <h2 id={titleId} className="home-card-title">
          {T.title}
        </h2>
        <Link to={href} className="home-card-link">
          {T.link}
        </Link>
      </div>
      {supporters.isPending ? (
        <Spinner size="sm" />
      ) : supporters.isError ? (
        <p className="home-muted">{MONTHLY_SCREEN_MESSAGES.loadError}</p>
      ) : (
        <>
          <p className="home-goal-title">
            <strong>{formatARS(supporters.data.summary.monthly_income)}</strong>
          </p>
          <p className="home-muted">{T.detail(supporters.data.summary.active)}</p>
        </>
      )}
    </section>
  );
}
