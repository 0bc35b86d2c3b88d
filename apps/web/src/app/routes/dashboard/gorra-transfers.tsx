import { ConfirmedTransfers } from '../../../features/transfers/components/confirmed-transfers';
import { TransferInfo } from '../../../features/transfers/components/transfer-info';

/** 'Modo gorra''s transfers part (issue 32): 'Transferir' with the alias or CVU, and the confirmed transfers. */
export default function GorraTransfers({ events }: { events: ReadonlyArray<{ id: number; title: string }> }) {
  return (
    <div className="dash-page">
      <TransferInfo />
      <ConfirmedTransfers events={events} />
    </div>
  );
}
