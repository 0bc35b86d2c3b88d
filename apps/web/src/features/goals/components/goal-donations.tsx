import { DONATION_MESSAGES } from '@enlaza/shared/donations';
import { formatARS, formatDate } from '@enlaza/shared/format';
import { GOAL_MESSAGES } from '@enlaza/shared/goals';
import { useGoalDonations } from '../api/get-goal-donations';

/** The latest donations to the goal. Where the server has no such list (404) nothing is shown. */
export function GoalDonations({ goalId }: { goalId: number }) {
  const { data: donations, isError, isPending } = useGoalDonations(goalId);
  if (isPending || donations === null) return null;
  return (
    <section className="goal-donations" aria-labelledby={`goal-donations-${goalId}`}>
      <h3 id={`goal-donations-${goalId}`} className="goal-donations-title">
        Últimas donaciones
      </h3>
      {isError ? (
        <p className="goal-donations-empty">{GOAL_MESSAGES.donationsLoadFailed}</p>
      ) : !donations || donations.length === 0 ? (
        <p className="goal-donations-empty">Todavía no recibiste donaciones para este objetivo.</p>
      ) : (
        <ul className="goal-donations-list">
          {donations.map((d) => (
            <li key={d.id} className="goal-donation">
              <div className="goal-donation-head">
                <strong>{d.donor_name || DONATION_MESSAGES.anonymous}</strong>
                <span className="goal-donation-amount">{formatARS(d.amount)}</span>
              </div>
              {d.message ? <p className="goal-donation-message">“{d.message}”</p> : null}
              <p className="goal-donation-date">{formatDate(d.created_at)}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
