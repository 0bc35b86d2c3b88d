import type { PublicTransfer } from '@enlaza/shared/transfers';
import { TRANSFER_TEXTS as T } from '@enlaza/shared/transfers';

/** A 'Copiar' button the page's script brings to life (hidden without it: the value is there to select). */
function CopyButton({ value, label }: { value: string; label: string }) {
  return (
    <button
      type="button"
      className="pp-copy"
      data-copy={value}
      data-copied={T.copied}
      aria-label={label}
      hidden
    >
      {T.copy}
    </button>
  );
}

/** 'Transferir' (issue 32): the creator's alias or CVU, the holder and the code for the concept. */
export function PublicTransferBlock({ transfer }: { transfer: PublicTransfer }) {
  return (
    <section className="pp-card pp-transfer" aria-labelledby="pp-transfer-title">
      <h2 id="pp-transfer-title" className="pp-goal-title">
        {T.title}
      </h2>
      <p className="pp-muted">{T.intro}</p>
      <dl className="pp-transfer-list">
        {transfer.alias ? (
          <div>
            <dt>{T.alias}</dt>
            <dd>
              <strong className="pp-transfer-value">{transfer.alias}</strong>
              <CopyButton value={transfer.alias} label={T.copyAlias} />
            </dd>
          </div>
        ) : null}
        {transfer.cvu ? (
          <div>
            <dt>{T.cvu}</dt>
            <dd>
              <strong className="pp-transfer-value">{transfer.cvu}</strong>
              <CopyButton value={transfer.cvu} label={T.copyCvu} />
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{T.holder}</dt>
          <dd>{transfer.holder_name}</dd>
        </div>
        <div>
          <dt>{T.code}</dt>
          <dd>
            <strong className="pp-transfer-value">{transfer.code}</strong>
            <CopyButton value={transfer.code} label={T.copyCode} />
          </dd>
        </div>
      </dl>
      <p className="pp-muted">{T.codeHint}</p>
    </section>
  );
}
