import {
  GORRA_LIMITS,
  GORRA_MESSAGES,
  GORRA_PLACE_MESSAGES,
  type GorraOrder,
  GORRA_SCREEN_MESSAGES as T,
} from '@enlaza/shared/gorra';
import { formatARS, Money } from '@enlaza/shared/money';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { EventFilter } from '../../../components/event-filter';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { activeGoalQueryOptions } from '../../../lib/queries/active-goal-query';
import { queryKeys } from '../../../lib/query-keys';
import { useCancelGorraOrder } from '../api/cancel-order';
import { useCreateGorraOrder } from '../api/create-order';
import { useGorraOrder, useGorraQr } from '../api/get-order';
import { useGorraPlace } from '../api/gorra-place';
import { GorraPlaceForm, type PlaceFieldRenderer } from './gorra-place-form';
import { useWakeLock } from './use-wake-lock';
import '../../../styles/gorra.css';

const REASONS = {
  missing: GORRA_MESSAGES.amountRequired,
  invalid: GORRA_MESSAGES.amountInvalid,
  negative: GORRA_MESSAGES.amountNegative,
  centavos: GORRA_MESSAGES.amountCentavos,
} as const;

interface Arrival {
  orderId: string;
  amount: number;
}

/**
 * /dashboard/gorra ('Modo gorra', issue 32): amount chips and 'Otro monto', a big QR of the order's
 * qr_data with its amount, the event it counts for, the goal bar and the payments arriving while the
 * screen is open. The phone stays awake while a code is shown.
 */
export function GorraScreen({
  events,
  initialEventId = null,
  renderAddressField,
}: {
  events: ReadonlyArray<{ id: number; title: string }>;
  initialEventId?: number | null;
  /** The address field with suggestions (geocoding), for the place asked before the first QR. */
  renderAddressField: PlaceFieldRenderer;
}) {
  const [other, setOther] = useState('');
  const [otherError, setOtherError] = useState<string | undefined>();
  const [eventId, setEventId] = useState<number | null>(initialEventId);
  const [orderId, setOrderId] = useState<string | null>(null);
  const [arrivals, setArrivals] = useState<Arrival[]>([]);
  const [error, setError] = useState<string | null>(null);
  const create = useCreateGorraOrder();
  const cancel = useCancelGorraOrder();
  const order = useGorraOrder(orderId);
  const qr = useGorraQr(orderId);
  const goal = useQuery(activeGoalQueryOptions());
  const place = useGorraPlace();
  const queryClient = useQueryClient();
  const counted = useRef(new Set<string>());
  const chipsId = useId();
  const goalId = useId();
  const current: GorraOrder | undefined = order.data;

  useWakeLock(current?.status === 'pending');

  // The event asked for in the address is known once the events load.
  useEffect(() => {
    if (initialEventId !== null) setEventId(initialEventId);
  }, [initialEventId]);

  // A payment that arrives is listed once, and the goal bar is read again.
  useEffect(() => {
    if (current?.status !== 'paid' || counted.current.has(current.order_id)) return;
    counted.current.add(current.order_id);
    setArrivals((list) => [{ orderId: current.order_id, amount: current.amount }, ...list].slice(0, 10));
    void queryClient.invalidateQueries({ queryKey: queryKeys.goals.all });
    void queryClient.invalidateQueries({ queryKey: queryKeys.donations.all });
  }, [current, queryClient]);

  const show = (amount: number | string) => {
    setError(null);
    create.mutate(
      { amount, event_id: eventId },
      {
        onSuccess: (created) => setOrderId(created.order_id),
        onError: (failure) => {
          const field =
            failure instanceof ApiError ? failure.errors.find((e) => e.field === 'amount') : undefined;
          if (field) setOtherError(field.message);
          else setError(failure.message);
          // The store needs the place first: the form is shown again.
          if (failure.message === GORRA_PLACE_MESSAGES.placeRequired) {
            void queryClient.invalidateQueries({ queryKey: queryKeys.gorra.place });
          }
        },
      },
    );
  };

  const submitOther = (event: FormEvent) => {
    event.preventDefault();
    const parsed = Money.parseWholePesos(other);
    if (!parsed.ok) {
      setOtherError(REASONS[parsed.reason]);
      return;
    }
    setOtherError(undefined);
    show(parsed.money.pesos);
  };

  const activeGoal = goal.data ?? null;

  return (
    <div className="dash-page gorra-page">
      <div className="gorra-intro">
        <h2 className="dash-greeting">{T.title}</h2>
        <p className="gorra-muted">{T.intro}</p>
      </div>
      {error ? <Alert tone="error">{error}</Alert> : null}

      {place.data?.needed ? <GorraPlaceForm renderAddressField={renderAddressField} /> : null}

      <section className="gorra-choose" aria-labelledby={chipsId} hidden={place.data?.needed === true}>
        <h3 id={chipsId} className="gorra-subtitle">
          {T.chipsLabel}
        </h3>
        <div className="gorra-chips">
          {GORRA_LIMITS.defaultChips.map((amount) => (
            <Button
              key={amount}
              variant={current?.amount === amount && current.status === 'pending' ? 'primary' : 'secondary'}
              onClick={() => show(amount)}
              disabled={create.isPending}
            >
              {formatARS(amount)}
            </Button>
          ))}
        </div>
        <form className="gorra-other" onSubmit={submitOther} noValidate>
          <TextField
            label={T.otherAmount}
            hint={T.otherAmountHint}
            inputMode="numeric"
            value={other}
            error={otherError}
            onChange={(e) => setOther(e.target.value)}
          />
          <Button type="submit" variant="secondary" loading={create.isPending}>
            {T.showQr}
          </Button>
        </form>
        {events.length > 0 ? (
          <EventFilter
            label={T.eventLabel}
            allLabel={T.noEvent}
            events={events}
            value={eventId}
            onChange={setEventId}
          />
        ) : null}
      </section>

      {current ? (
        <section className="gorra-code" aria-live="polite">
          <p className="gorra-amount">{formatARS(current.amount)}</p>
          {current.status === 'pending' ? (
            <>
              <div className="gorra-qr">
                {qr.data ? <img src={qr.data} alt={T.qrAlt(current.amount)} /> : null}
              </div>
              <p className="gorra-muted">{T.waiting}</p>
              <Button
                variant="secondary"
                loading={cancel.isPending}
                onClick={() => cancel.mutate(current.order_id, { onError: (e) => setError(e.message) })}
              >
                {T.cancel}
              </Button>
            </>
          ) : (
            <>
              <p className="gorra-status" role="status">
                {current.status === 'paid'
                  ? T.paid(current.amount)
                  : current.status === 'expired'
                    ? T.expired
                    : T.cancelledNote}
              </p>
              <Button variant="primary" loading={create.isPending} onClick={() => show(current.amount)}>
                {T.newCode}
              </Button>
            </>
          )}
        </section>
      ) : null}

      {activeGoal ? (
        <section className="gorra-goal" aria-labelledby={goalId}>
          <h3 id={goalId} className="gorra-subtitle">
            {T.goal}: {activeGoal.title}
          </h3>
          <ProgressBar
            className="gorra-goal-track"
            fillClassName="gorra-goal-fill"
            labelledBy={goalId}
            value={Math.min(100, activeGoal.progress)}
            valueText={T.goalProgress(activeGoal.current_amount, activeGoal.target_amount)}
          />
          <p className="gorra-muted">{T.goalProgress(activeGoal.current_amount, activeGoal.target_amount)}</p>
        </section>
      ) : null}

      <section className="gorra-arrivals" aria-label={T.arrivals}>
        <h3 className="gorra-subtitle">{T.arrivals}</h3>
        {arrivals.length === 0 ? (
          <p className="gorra-muted">{T.noArrivals}</p>
        ) : (
          <ul aria-live="polite">
            {arrivals.map((arrival) => (
              <li key={arrival.orderId}>{T.paid(arrival.amount)}</li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
