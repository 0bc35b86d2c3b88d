import { TRANSFER_TEXTS as T, type TransferDetails } from '@enlaza/shared/transfers';
import { useTransferDetails } from '../api/transfer-details';
import { CopyButton } from './copy-button';
import '../../../styles/transfers.css';

/** The alias or CVU with 'Copiar', the holder and the concept code: what a fan needs to transfer. */
export function TransferDetailsList({ details }: { details: TransferDetails }) {
  return (
    <dl className="tr-details">
      {details.alias ? (
        <div className="tr-row">
          <dt>{T.alias}</dt>
          <dd>
            <strong className="tr-value">{details.alias}</strong>
            <CopyButton value={details.alias} label={T.copyAlias} />
          </dd>
        </div>
      ) : null}
      {details.cvu ? (
        <div className="tr-row">
          <dt>{T.cvu}</dt>
          <dd>
            <strong className="tr-value">{details.cvu}</strong>
            <CopyButton value={details.cvu} label={T.copyCvu} />
          </dd>
        </div>
      ) : null}
      <div className="tr-row">
        <dt>{T.holder}</dt>
        <dd>{details.holder_name}</dd>
      </div>
      <div className="tr-row">
        <dt>{T.code}</dt>
        <dd>
          <strong className="tr-value tr-code">{details.code}</strong>
          <CopyButton value={details.code} label={T.copyCode} />
        </dd>
      </div>
    </dl>
  );
}

/** 'Transferir' on 'Modo gorra': shown only when the creator saved an alias or CVU. */
export function TransferInfo() {
  const details = useTransferDetails();
  if (!details.data) return null;
  return (
    <section className="panel tr-panel" aria-labelledby="tr-info-title">
      <h2 id="tr-info-title" className="tr-title">
        {T.title}
      </h2>
      <p className="tr-muted">{T.intro}</p>
      <TransferDetailsList details={details.data} />
      <p className="tr-muted">{T.codeHint}</p>
    </section>
  );
}
