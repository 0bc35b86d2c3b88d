import { MONTHLY_SCREEN_MESSAGES, type MonthlySupporter } from '@enlaza/shared/monthly';
import { Button } from '../../../components/ui/button';
import {
  formatSupporterDate,
  supporterAmount,
  supporterName,
  supporterStatusText,
} from '../utils/supporter-format';

const T = MONTHLY_SCREEN_MESSAGES.supporters;

/** Small screens (below 768 px, where the table is hidden): one card per supporter, with 'Cancelar aporte'. */
export function SupporterCards({
  supporters,
  onCancel,
}: {
  supporters: MonthlySupporter[];
  onCancel: (supporter: MonthlySupporter) => void;
}) {
  return (
    <ul className="donation-cards monthly-cards" aria-label={T.title}>
      {supporters.map((s) => (
        <li key={s.id} className="donation-card" data-testid="monthly-supporter-card">
          <div className="donation-card-head">
            <strong className="donations-donor">{supporterName(s)}</strong>
            <span className={`monthly-status monthly-status-${s.status}`}>{supporterStatusText(s)}</span>
          </div>
          <p className="monthly-card-tier">
            {s.tier.name} · {supporterAmount(s)}
          </p>
          <dl className="monthly-card-dates">
            <div>
              <dt>{T.since}</dt>
              <dd>{formatSupporterDate(s.since)}</dd>
            </div>
            <div>
              <dt>{T.lastCharge}</dt>
              <dd>{formatSupporterDate(s.last_charge_at)}</dd>
            </div>
            <div>
              <dt>{T.nextCharge}</dt>
              <dd>{formatSupporterDate(s.next_charge_at)}</dd>
            </div>
          </dl>
          {s.status === 'cancelled' ? null : (
            <Button variant="secondary" size="sm" className="monthly-card-cancel" onClick={() => onCancel(s)}>
              {T.cancel}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
