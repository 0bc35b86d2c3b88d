import { MONTHLY_MESSAGES, MONTHLY_SCREEN_MESSAGES } from '@enlaza/shared/monthly';
import { useState } from 'react';
import { FlashMessage } from '../../../components/ui/flash-message';
import { LoadErrorPanel } from '../../../components/ui/panels';
import { PageLoader } from '../../../components/ui/spinner';
import { useFlashMessage } from '../../../lib/use-flash-message';
import { type SupportersFilter, useSupporters } from '../api/get-supporters';
import { useTiers } from '../api/get-tiers';
import { FailedChargesCard } from './failed-charges-card';
import { MonthlyFigures } from './monthly-figures';
import { MonthlyGoalCard } from './monthly-goal-card';
import { MonthlySupportersList } from './monthly-supporters-list';
import { PresetLinksCard } from './preset-links-card';
import { TiersEditor } from './tiers-editor';
import '../../../styles/donations.css';
import '../../../styles/monthly.css';

const T = MONTHLY_SCREEN_MESSAGES;

/**
 * /dashboard/monthly: the three figures, 'Cobros con problemas' (when any), the no-commission note,
 * 'Meta mensual', the tiers editor and the supporters.
 */
export function MonthlyScreen() {
  const [status, setStatus] = useState<SupportersFilter>('all');
  const [page, setPage] = useState(1);
  const tiers = useTiers();
  const supporters = useSupporters(status, page);
  const { flash, showSuccess, showError } = useFlashMessage();

  if (tiers.isPending || supporters.isPending) return <PageLoader />;
  if (tiers.isError || supporters.isError) {
    return (
      <LoadErrorPanel
        className="monthly-page"
        message={T.loadError}
        onRetry={() => {
          void tiers.refetch();
          void supporters.refetch();
        }}
      />
    );
  }

  return (
    <div className="dash-page monthly-page">
      <div className="donations-intro">
        <h2 className="dash-greeting">{T.title}</h2>
        <p className="donations-muted">{T.intro}</p>
      </div>
      <FlashMessage flash={flash} />
      <MonthlyFigures summary={supporters.data.summary} />
      <FailedChargesCard
        count={supporters.data.summary.payment_failed}
        onMessage={(text) => showSuccess(text)}
        onError={(text) => showError(text)}
      />
      <p className="monthly-note">{MONTHLY_MESSAGES.noCommission}</p>
      <MonthlyGoalCard onMessage={(text) => showSuccess(text)} onError={(text) => showError(text)} />
      <TiersEditor
        tiers={tiers.data}
        onMessage={(text) => showSuccess(text)}
        onError={(text) => showError(text)}
      />
      <PresetLinksCard tiers={tiers.data} />
      <MonthlySupportersList
        data={supporters.data}
        status={status}
        loading={supporters.isFetching && supporters.isPlaceholderData}
        onStatus={(next) => {
          setStatus(next);
          setPage(1);
        }}
        onPage={setPage}
        onMessage={(text) => showSuccess(text)}
        onError={(text) => showError(text)}
      />
    </div>
  );
}
