import { CHECKOUT_RESULTS, type CheckoutResult } from '@enlaza/shared/donations';
import { useParams, useSearchParams } from 'react-router';
import { useDonationStatus } from '../../features/checkout/api/get-donation-status';
import { DonationReturnView, RETURN_TEXTS } from '../../features/checkout/components/donation-return-view';
import { useDocumentTitle } from '../../lib/use-document-title';
import '../../styles/public.css';

function resultOf(value: string | null): CheckoutResult | null {
  return (CHECKOUT_RESULTS as readonly string[]).includes(value ?? '') ? (value as CheckoutResult) : null;
}

/** /donacion/{id}?resultado=…&payment_id=…: where a donor lands after paying (public). */
export default function DonationReturnRoute() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const paymentId = search.get('payment_id');
  const { state, restart } = useDonationStatus(
    id,
    paymentId && /^\d{1,20}$/.test(paymentId) ? paymentId : null,
  );
  useDocumentTitle(state.phase === 'loading' ? 'Tu aporte' : RETURN_TEXTS[state.phase].title);
  return (
    <div className="dn-return-page">
      <DonationReturnView state={state} hint={resultOf(search.get('resultado'))} onRestart={restart} />
    </div>
  );
}
