import type { MonotributoCategory, TaxSettingsAnswer } from '@enlaza/shared/tax';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** PUT /tax/settings: the creator's monotributo category, or none. */
export async function saveTaxSettings(category: MonotributoCategory | null): Promise<TaxSettingsAnswer> {
  return api.put<TaxSettingsAnswer>('/tax/settings', { monotributo_category: category });
}

export function useSaveTaxSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveTaxSettings,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.tax.all }),
  });
}
