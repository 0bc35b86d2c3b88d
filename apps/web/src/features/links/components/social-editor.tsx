import {
  SOCIAL_MESSAGES as M,
  SOCIAL_ITEMS_MAX,
  SOCIAL_LABELS,
  SOCIAL_NETWORKS,
  SOCIAL_PLACEHOLDERS,
  type SocialItem,
  type SocialNetwork,
} from '@enlaza/shared/social';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FieldShell } from '../../../components/ui/field-shell';
import { LoadErrorPanel } from '../../../components/ui/panels';
import { ApiError } from '../../../lib/api-client';
import { useSaveSocial, useSocial } from '../api/social';

interface Row {
  key: number;
  network: SocialNetwork;
  value: string;
}

let nextKey = 1;
const rowOf = (item: Pick<SocialItem, 'network' | 'value'>): Row => ({
  key: nextKey++,
  network: item.network,
  value: item.value,
});

/** 'Redes sociales' on the links screen: the icons row under the bio, edited whole and saved at once. */
export function SocialEditor({
  onSaved,
  onError,
}: {
  onSaved: (message: string) => void;
  onError: (message: string) => void;
}) {
  const query = useSocial();
  if (query.isError) {
    return (
      <LoadErrorPanel className="social-panel" message={M.loadFailed} onRetry={() => void query.refetch()} />
    );
  }
  if (!query.data) return null;
  return <SocialForm initial={query.data} onSaved={onSaved} onError={onError} />;
}

function SocialForm({
  initial,
  onSaved,
  onError,
}: {
  initial: SocialItem[];
  onSaved: (message: string) => void;
  onError: (message: string) => void;
}) {
  const headingId = useId();
  const save = useSaveSocial();
  const [rows, setRows] = useState<Row[]>(() => initial.map(rowOf));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const listRef = useRef<HTMLOListElement>(null);

  const unused = SOCIAL_NETWORKS.filter((n) => !rows.some((r) => r.network === n));
  const update = (key: number, change: Partial<Row>) =>
    setRows((all) => all.map((r) => (r.key === key ? { ...r, ...change } : r)));

  function move(index: number, by: -1 | 1) {
    const target = index + by;
    if (target < 0 || target >= rows.length) return;
    const next = [...rows];
    const [row] = next.splice(index, 1);
    if (!row) return;
    next.splice(target, 0, row);
    setRows(next);
    setErrors({});
    // The moved row's same button keeps the focus, so pressing it again keeps moving it.
    requestAnimationFrame(() =>
      listRef.current
        ?.querySelector<HTMLButtonElement>(`[data-row="${row.key}"][data-move="${by}"]`)
        ?.focus(),
    );
  }

  function add() {
    const network = unused[0];
    if (!network) return;
    const row = rowOf({ network, value: '' });
    setRows((all) => [...all, row]);
    requestAnimationFrame(() =>
      listRef.current?.querySelector<HTMLSelectElement>(`[data-row="${row.key}"] select`)?.focus(),
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    try {
      const saved = await save.mutateAsync({
        items: rows.map((r) => ({ network: r.network, value: r.value })),
      });
      setRows(saved.map(rowOf));
      onSaved(M.saved);
    } catch (error) {
      const fields = error instanceof ApiError ? error.errors : [];
      if (fields.length > 0) {
        setErrors(Object.fromEntries(fields.map((f) => [f.field, f.message])));
      } else {
        onError((error instanceof ApiError && error.serverMessage) || M.saveFailed);
      }
    }
  }

  return (
    <section className="panel social-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="panel-title">
        {M.sectionTitle}
      </h2>
      <p className="field-hint">{M.sectionHint}</p>
      <form className="form" noValidate onSubmit={submit}>
        {rows.length === 0 ? <p className="social-empty">{M.empty}</p> : null}
        <ol className="social-rows" ref={listRef}>
          {rows.map((row, index) => {
            const label = SOCIAL_LABELS[row.network];
            return (
              <li key={row.key} className="social-row" data-row={row.key}>
                <FieldShell label="Red" error={errors[`items.${index}.network`]}>
                  {(control) => (
                    <select
                      {...control}
                      className="input"
                      value={row.network}
                      onChange={(e) => update(row.key, { network: e.target.value as SocialNetwork })}
                    >
                      {SOCIAL_NETWORKS.filter((n) => n === row.network || unused.includes(n)).map((n) => (
                        <option key={n} value={n}>
                          {SOCIAL_LABELS[n]}
                        </option>
                      ))}
                    </select>
                  )}
                </FieldShell>
                <FieldShell label={`Usuario o enlace de ${label}`} error={errors[`items.${index}.value`]}>
                  {(control) => (
                    <input
                      {...control}
                      className="input"
                      name={`social-${row.network}`}
                      autoComplete="off"
                      placeholder={SOCIAL_PLACEHOLDERS[row.network]}
                      value={row.value}
                      onChange={(e) => update(row.key, { value: e.target.value })}
                    />
                  )}
                </FieldShell>
                <div className="social-row-actions">
                  <button
                    type="button"
                    className="row-action"
                    data-row={row.key}
                    data-move={-1}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  >
                    Subir <span className="visually-hidden">{label}</span>
                  </button>
                  <button
                    type="button"
                    className="row-action"
                    data-row={row.key}
                    data-move={1}
                    disabled={index === rows.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    Bajar <span className="visually-hidden">{label}</span>
                  </button>
                  <button
                    type="button"
                    className="row-action row-action-danger"
                    onClick={() => setRows((all) => all.filter((r) => r.key !== row.key))}
                  >
                    Quitar <span className="visually-hidden">{label}</span>
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
        <div className="form-actions">
          <Button variant="secondary" onClick={add} disabled={rows.length >= SOCIAL_ITEMS_MAX}>
            {M.add}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {M.save}
          </Button>
        </div>
      </form>
    </section>
  );
}
