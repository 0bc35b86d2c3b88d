import type { PublicProfileResponse } from '@enlaza/shared/public';
import { DEMO_USERNAME, type LandingSample, landingSampleOf } from '@enlaza/shared/public';
import { useEffect, useState } from 'react';
import { ApiError, api } from '../../../lib/api-client';
import { usePageData } from '../../../lib/page-data';

/** GET /public/demo: the demo creator's page as visitors see it; null when there is no demo. */
export async function getLandingSample(signal: AbortSignal): Promise<LandingSample | null> {
  try {
    const body = await api.get<PublicProfileResponse>(`/public/${DEMO_USERNAME}`, { signal, token: null });
    return landingSampleOf(body.data.user);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/**
 * The landing's sample page. The server renders the landing with it; after an in-app navigation to
 * the landing (no server data) it is fetched. undefined: not known yet (or the fetch failed).
 */
export function useLandingSample(): LandingSample | null | undefined {
  const rendered = usePageData().landingSample;
  const [fetched, setFetched] = useState<LandingSample | null | undefined>(undefined);
  useEffect(() => {
    if (rendered !== undefined) return;
    const controller = new AbortController();
    getLandingSample(controller.signal).then(setFetched, () => setFetched(undefined));
    return () => controller.abort();
  }, [rendered]);
  return rendered !== undefined ? rendered : fetched;
}
