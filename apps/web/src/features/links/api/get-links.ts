import { useQuery } from '@tanstack/react-query';
import { linksQueryOptions } from '../../../lib/queries/links-query';

/** The links manager's read of the one links entry (lib/queries), shared with the other screens. */
export function useLinks() {
  return useQuery(linksQueryOptions());
}
