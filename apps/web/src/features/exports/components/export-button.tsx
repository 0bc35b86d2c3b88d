import { EXPORT_MESSAGES, type ExportKind } from '@enlaza/shared/exports';
import { IconShare } from '../../../components/ui/action-icons';
import { Button } from '../../../components/ui/button';
import { useDownloadExport } from '../api/download-export';
import '../../../styles/exports.css';

const LABELS: Record<Exclude<ExportKind, 'account'>, string> = {
  links: 'Exportar enlaces (CSV)',
  events: 'Exportar eventos (CSV)',
  donations: 'Exportar donaciones (CSV)',
  subscribers: 'Exportar suscriptores (CSV)',
};

/** 'Exportar': downloads the screen's rows as a CSV; a failure is said beside the button. */
export function ExportButton({ kind }: { kind: Exclude<ExportKind, 'account'> }) {
  const { busy, error, download } = useDownloadExport(kind);
  return (
    <span className="export-action">
      <Button
        variant="secondary"
        icon={<IconShare />}
        loading={busy}
        aria-label={LABELS[kind]}
        onClick={download}
      >
        {busy ? EXPORT_MESSAGES.downloading : EXPORT_MESSAGES.button}
      </Button>
      {error ? (
        <span className="field-error" role="alert">
          {error}
        </span>
      ) : null}
    </span>
  );
}
