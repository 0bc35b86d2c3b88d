import { DONATION_ALERTS, type DonationAlerts, PROFILE_MESSAGES } from '@enlaza/shared/profile';
import { useId, useState } from 'react';
import { FlashMessage } from '../../../components/ui/flash-message';
import { ApiError } from '../../../lib/api-client';
import { useFlashMessage } from '../../../lib/use-flash-message';
import { useDonationAlerts } from '../api/get-donation-alerts';
import { useUpdateDonationAlerts } from '../api/update-donation-alerts';

const LABELS: Record<DonationAlerts, string> = {
  each: PROFILE_MESSAGES.alertsEach,
  daily: PROFILE_MESSAGES.alertsDaily,
  none: PROFILE_MESSAGES.alertsNone,
};

/** Profile screen: 'Avisos de aportes', saved as soon as the creator picks an option. */
export function DonationAlertsSection() {
  const titleId = useId();
  const alerts = useDonationAlerts();
  const update = useUpdateDonationAlerts();
  const { flash, showSuccess, showError } = useFlashMessage();
  // Set inside the click, so React never puts the old choice back while the save starts.
  const [chosen, setChosen] = useState<DonationAlerts | null>(null);
  const current = chosen ?? alerts.data;

  const choose = (value: DonationAlerts) => {
    setChosen(value);
    update.mutate(value, {
      onSettled: () => setChosen(null),
      onSuccess: (answer) => showSuccess(answer.message || PROFILE_MESSAGES.alertsSaved),
      onError: (error) =>
        showError(
          error instanceof ApiError && error.serverMessage
            ? error.serverMessage
            : PROFILE_MESSAGES.alertsSaveFailed,
        ),
    });
  };

  return (
    <section className="profile-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="profile-card-title">
        {PROFILE_MESSAGES.alertsTitle}
      </h2>
      <fieldset className="alerts-options" disabled={!alerts.data || update.isPending}>
        <legend className="field-hint">{PROFILE_MESSAGES.alertsHint}</legend>
        {DONATION_ALERTS.map((value) => (
          <label key={value} className="alerts-option">
            <input
              type="radio"
              name="donation_alerts"
              value={value}
              checked={current === value}
              onChange={() => choose(value)}
            />
            <span>{LABELS[value]}</span>
          </label>
        ))}
      </fieldset>
      <FlashMessage flash={flash} />
    </section>
  );
}
