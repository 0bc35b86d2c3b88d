import { TAX_MESSAGES as T } from '@enlaza/shared/tax';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useTaxSummary } from '../api/get-tax-summary';
import { TaxCategoryForm } from './tax-category-form';
import '../../../styles/tax.css';

/** Profile screen: the monotributo category (issue 36), with the way to 'Resumen para ARCA'. */
export function TaxCategorySection() {
  const titleId = useId();
  const summary = useTaxSummary(null);
  return (
    <section className="profile-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="profile-card-title">
        {T.category.profileTitle}
      </h2>
      {summary.data ? (
        <TaxCategoryForm current={summary.data.monotributo_category} />
      ) : summary.isError ? (
        <p className="field-hint">{T.loadError}</p>
      ) : null}
      <p>
        <Link to={paths.dashboard.tax.getHref()}>{T.category.profileLink}</Link>
      </p>
    </section>
  );
}
