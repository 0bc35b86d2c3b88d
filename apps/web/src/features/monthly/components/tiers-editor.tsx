import { formatARS } from '@enlaza/shared/money';
import {
  MONTHLY_LIMITS,
  MONTHLY_SCREEN_MESSAGES,
  type MonthlyTier,
  TIER_INDEXING_MESSAGES,
} from '@enlaza/shared/monthly';
import { useState } from 'react';
import { IconPlus } from '../../../components/ui/action-icons';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { IconRepeat } from '../../../components/ui/icons';
import { EmptyPanel } from '../../../components/ui/panels';
import { useDeleteTier } from '../api/delete-tier';
import { useSaveTier } from '../api/save-tier';
import { TierForm } from './tier-form';
import { SkipAdjustmentButton, TierIndexingForm, TierIndexingState } from './tier-indexing-form';
import { TierShapeLines } from './tier-shape-fields';

const T = MONTHLY_SCREEN_MESSAGES.tiers;

/** The tiers: each with edit, close or open to new supporters, and delete; the form for a new one. */
export function TiersEditor({
  tiers,
  onMessage,
  onError,
}: {
  tiers: MonthlyTier[];
  onMessage: (text: string) => void;
  onError: (text: string) => void;
}) {
  const [editing, setEditing] = useState<MonthlyTier | 'new' | null>(null);
  const [removing, setRemoving] = useState<MonthlyTier | null>(null);
  const [indexing, setIndexing] = useState<MonthlyTier | null>(null);
  const save = useSaveTier();
  const remove = useDeleteTier();
  const full = tiers.length >= MONTHLY_LIMITS.maxTiers;

  const toggle = (tier: MonthlyTier) =>
    save.mutate(
      {
        id: tier.id,
        values: {
          name: tier.name,
          amount: tier.amount,
          description: tier.description,
          active: !tier.active,
          yearly_amount: tier.yearly_amount,
          open_amount_min: tier.open_amount_min,
          free_trial: tier.free_trial,
        },
      },
      { onSuccess: ({ message }) => onMessage(message), onError: (error) => onError(error.message) },
    );

  const done = (message: string) => {
    setEditing(null);
    onMessage(message);
  };

  return (
    <section className="monthly-section" aria-labelledby="monthly-tiers-title">
      <div className="section-head">
        <h2 id="monthly-tiers-title" className="monthly-subtitle">
          {T.title}
        </h2>
        {editing === null && !full ? (
          <Button icon={<IconPlus />} onClick={() => setEditing('new')}>
            {T.add}
          </Button>
        ) : null}
      </div>
      {full && editing === null ? <p className="monthly-muted">{T.limitReached}</p> : null}
      {editing !== null ? (
        <TierForm
          key={editing === 'new' ? 'new' : editing.id}
          tier={editing === 'new' ? null : editing}
          onDone={done}
          onCancel={() => setEditing(null)}
        />
      ) : null}
      {indexing !== null ? (
        <TierIndexingForm
          key={`indexing-${indexing.id}`}
          tier={indexing}
          onDone={(message) => {
            setIndexing(null);
            onMessage(message);
          }}
          onCancel={() => setIndexing(null)}
        />
      ) : null}
      {tiers.length === 0 && editing === null ? (
        <EmptyPanel icon={<IconRepeat size={28} />} title={T.empty} text={T.emptyText} />
      ) : (
        <ul className="monthly-tiers">
          {tiers.map((tier) => (
            <li key={tier.id} className="panel monthly-tier" data-testid="monthly-tier">
              <div className="monthly-tier-head">
                <h3 className="monthly-tier-name">{tier.name}</h3>
                <p className="monthly-tier-amount">
                  {formatARS(tier.amount)} {MONTHLY_SCREEN_MESSAGES.perMonth}
                </p>
              </div>
              <TierShapeLines tier={tier} />
              {tier.description ? <p className="monthly-tier-description">{tier.description}</p> : null}
              <p className="monthly-muted">
                {tier.active ? T.open_ : T.closed} · {T.supporters(tier.active_supporters)}
              </p>
              <TierIndexingState tier={tier} />
              <div className="monthly-tier-actions">
                <Button variant="secondary" size="sm" onClick={() => setEditing(tier)}>
                  {T.edit}
                </Button>
                <Button variant="secondary" size="sm" onClick={() => toggle(tier)} disabled={save.isPending}>
                  {tier.active ? T.close : T.open}
                </Button>
                <Button variant="secondary" size="sm" onClick={() => setIndexing(tier)}>
                  {TIER_INDEXING_MESSAGES.editor.heading}
                </Button>
                <SkipAdjustmentButton tier={tier} onMessage={onMessage} onError={onError} />
                <Button variant="danger" size="sm" onClick={() => setRemoving(tier)}>
                  {T.remove}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={T.removeTitle}
        message={removing ? T.removeMessage(removing.name) : ''}
        confirmLabel={T.remove}
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (!removing) return;
          remove.mutate(removing.id, {
            onSuccess: (message) => onMessage(message),
            onError: (error) => onError(error.message),
            onSettled: () => setRemoving(null),
          });
        }}
      />
    </section>
  );
}
