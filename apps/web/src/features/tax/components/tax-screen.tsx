import { TAX_MESSAGES as T } from '@enlaza/shared/tax';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { LoadErrorPanel } from '../../../components/ui/panels';
import { SelectField } from '../../../components/ui/select-field';
import { PageLoader } from '../../../components/ui/spinner';
import { useDownloadTaxFile } from '../api/download-tax-file';
import { useTaxSummary } from '../api/get-tax-summary';
import { TaxCeilingCard } from './tax-ceiling-card';
import { TaxTable } from './tax-table';
import '../../../styles/tax.css';

const FIRST_YEAR_SHOWN = 2024;

/** /dashboard/impuestos ('Resumen para ARCA', issue 36): the year by month, downloads and the ceiling. */
export function TaxScreen() {
  const [year, setYear] = useState<number | null>(null);
  const summary = useTaxSummary(year);
  const csv = useDownloadTaxFile('csv');
  const pdf = useDownloadTaxFile('pdf');

  if (summary.isPending) return <PageLoader />;
  if (summary.isError) {
    return (
      <LoadErrorPanel className="tax-page" message={T.loadError} onRetry={() => void summary.refetch()} />
    );
  }
  const data = summary.data;
  const current = year ?? data.year;
  const latest = Math.max(data.year, year ?? data.year, new Date().getFullYear());
  const years = Array.from({ length: latest - FIRST_YEAR_SHOWN + 1 }, (_, i) => String(latest - i));
  const failure = csv.error ?? pdf.error;

  return (
    <div className="dash-page tax-page">
      <p className="tax-intro">{T.intro}</p>
      <Alert tone="info" title={T.disclaimer} />
      <div className="tax-toolbar">
        <SelectField
          label={T.year}
          options={years.map((y) => ({ value: y, label: y }))}
          value={String(current)}
          onChange={(event) => setYear(Number(event.target.value))}
        />
        <div className="tax-downloads">
          <Button variant="secondary" loading={csv.busy} onClick={() => csv.download(current)}>
            {T.downloadCsv}
          </Button>
          <Button variant="secondary" loading={pdf.busy} onClick={() => pdf.download(current)}>
            {T.downloadPdf}
          </Button>
        </div>
      </div>
      {failure ? <Alert tone="error" title={failure} /> : null}
      <TaxTable summary={data} />
      <p className="muted tax-hint">{T.splitHint}</p>
      <TaxCeilingCard summary={data} />
    </div>
  );
}
