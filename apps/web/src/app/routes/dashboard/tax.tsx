import { TaxScreen } from '../../../features/tax/components/tax-screen';

/** /dashboard/impuestos ('Resumen para ARCA', issue 36). */
export default function TaxRoute() {
  return <TaxScreen />;
}
