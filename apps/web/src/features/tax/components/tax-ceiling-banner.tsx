import { TAX_MESSAGES as T } from '@enlaza/shared/tax';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { useTaxSummary } from '../api/get-tax-summary';

/** The dashboard's banner at 80 % and 100 % of the monotributo ceiling; nothing below or without a category. */
export function TaxCeilingBanner({ href }: { href: string }) {
  const summary = useTaxSummary(null);
  const ceiling = summary.data?.ceiling;
  if (!ceiling || ceiling.alert_level < 80) return null;
  return (
    <Alert tone="info" title={T.ceiling.reached(ceiling.alert_level, ceiling.category)}>
      <Link to={href}>{T.ceiling.bannerAction}</Link>
    </Alert>
  );
}
