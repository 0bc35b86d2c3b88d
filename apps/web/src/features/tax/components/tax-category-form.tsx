import { MONOTRIBUTO_CATEGORIES, type MonotributoCategory, TAX_MESSAGES as T } from '@enlaza/shared/tax';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { useSaveTaxSettings } from '../api/save-tax-settings';

const OPTIONS = [
  { value: '', label: T.category.none },
  ...MONOTRIBUTO_CATEGORIES.map((c) => ({ value: c, label: `Categoría ${c}` })),
];

/** The monotributo category (A–K, or none): PUT /tax/settings, on 'Resumen para ARCA' and the profile. */
export function TaxCategoryForm({ current }: { current: MonotributoCategory | null }) {
  const [category, setCategory] = useState<string>(current ?? '');
  const save = useSaveTaxSettings();
  return (
    <>
      <form
        className="tax-category-form"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate((category || null) as MonotributoCategory | null);
        }}
      >
        <SelectField
          label={T.category.label}
          options={OPTIONS}
          value={category}
          hint={T.category.hint}
          onChange={(event) => setCategory(event.target.value)}
        />
        <Button type="submit" variant="secondary" loading={save.isPending}>
          {T.category.save}
        </Button>
      </form>
      {save.isSuccess ? <Alert tone="success" title={save.data.message} /> : null}
      {save.isError ? <Alert tone="error" title={save.error.message} /> : null}
    </>
  );
}
