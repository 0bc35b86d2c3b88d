import type { MusicItem } from '@enlaza/shared/spotify';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useFeaturedMusic } from '../features/dashboard-home/hooks/use-featured-music';
import { useActiveGoal } from '../features/goals/api/get-active-goal';
import { useLinks } from '../features/links/api/get-links';
import { usePreviewContent } from '../features/profile/hooks/use-preview-content';
import { useSaveSpotifyContent } from '../features/spotify/api/save-spotify-content';
import { createTestQueryClient } from '../testing/render-with-query';
import { mockApi, setupDomTests } from '../testing/setup-dom';

setupDomTests();

const song = (name: string): MusicItem => ({
  spotify_id: 'simTrackDeMusicaLigera',
  content_type: 'track',
  name,
  artist: 'Soda Stereo',
  image_url: null,
  preview_url: null,
  spotify_url: 'https://open.spotify.com/track/x',
});

const link = {
  id: 1,
  title: 'Mi web',
  url: 'https://example.com',
  icon: null,
  is_active: true,
  order_position: 1,
  starts_at: null,
  ends_at: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

const answers = (content: MusicItem | null) => ({
  'GET /api/links': { body: { success: true, data: { links: [link] } } },
  'GET /api/goals': { body: { success: true, data: { goal: null } } },
  'GET /api/events': {
    body: { success: true, data: { events: [], pagination: { total_events: 0, has_more: false } } },
  },
  'GET /api/spotify/status': {
    body: {
      success: true,
      data: { is_authorized: true, has_content: content !== null, needs_reconnection: false },
    },
  },
  'GET /api/spotify/content': { body: { success: true, data: { content } } },
  'POST /api/spotify/content': { body: { success: true, message: 'ok', data: { content: song('Signos') } } },
});

/** The hooks of four features mounted side by side, as the dashboard's screens use them. */
function renderConsumers() {
  const client = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(
    () => ({
      links: useLinks(),
      goal: useActiveGoal(),
      preview: usePreviewContent(),
      home: useFeaturedMusic(),
      save: useSaveSpotifyContent(),
    }),
    { wrapper },
  );
}

const readsOf = (calls: { method: string; url: string }[], path: string) =>
  calls.filter((c) => c.method === 'GET' && c.url.split('?')[0] === `/api${path}`).length;

describe('shared GET definitions', () => {
  it('reads /links, /goals and the featured music once for every screen that shows them', async () => {
    const { calls } = mockApi(answers(song('De música ligera')));
    const { result } = renderConsumers();
    await waitFor(() => expect(result.current.preview.loading).toBe(false));
    await waitFor(() => expect(result.current.home.connected).toBe(true));

    expect(result.current.links.data?.map((l) => l.title)).toEqual(['Mi web']);
    expect(result.current.preview.links.map((l) => l.title)).toEqual(['Mi web']);
    expect(result.current.goal.data).toBeNull();
    expect(result.current.preview.music?.name).toBe('De música ligera');
    expect(result.current.home.content?.name).toBe('De música ligera');
    expect(readsOf(calls, '/links')).toBe(1);
    expect(readsOf(calls, '/goals')).toBe(1);
    expect(readsOf(calls, '/spotify/content')).toBe(1);
    expect(readsOf(calls, '/spotify/status')).toBe(1);
  });

  it('shows what the Spotify screen saved on the home and the preview without reading it again', async () => {
    const { calls } = mockApi(answers(null));
    const { result } = renderConsumers();
    await waitFor(() => expect(result.current.preview.loading).toBe(false));
    expect(result.current.home.content).toBeNull();

    await act(() => result.current.save.mutateAsync(song('De música ligera')));

    // The cache tells its observers on a later tick, so the screens re-render after the save resolves.
    await waitFor(() => expect(result.current.home.content?.name).toBe('Signos'));
    await waitFor(() => expect(result.current.preview.music?.name).toBe('Signos'));
    expect(readsOf(calls, '/spotify/content')).toBe(1);
  });
});
