import type { PublicEvent, PublicPageInput, PublicProfile } from '@enlaza/shared/public';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sampleLink, sampleProfile } from '../../../testing/public-profile';
import { sampleUser, setupDomTests, signIn } from '../../../testing/setup-dom';
import { PublicPageView } from './public-page';

setupDomTests();

const publicUrl = 'https://enlaza.ar';

function event(id: number, overrides: Partial<PublicEvent> = {}): PublicEvent {
  return {
    id,
    title: `Evento ${id}`,
    description:
      'Una descripción bastante larga que supera claramente los ochenta caracteres permitidos en el perfil.',
    category: 'concert',
    status: 'published',
    event_date: '2026-03-20',
    event_time: '21:00',
    end_date: null,
    end_time: null,
    event_datetime: '2026-03-20T21:00:00-03:00',
    location: 'Rosario',
    address: null,
    latitude: null,
    longitude: null,
    is_online: false,
    meeting_url: null,
    ticket_url: null,
    is_free: true,
    price: 0,
    formatted_price: 'Gratis',
    currency: 'ARS',
    max_attendees: null,
    duration_hours: null,
    is_featured: false,
    image_url: null,
    is_upcoming: true,
    ...overrides,
  };
}

const profile = (overrides: Partial<PublicProfile> = {}): PublicProfile =>
  sampleProfile({
    links: [
      sampleLink(11),
      sampleLink(12, {
        title: 'Escribime',
        url: 'mailto:luna@example.com',
        icon: 'pi pi-envelope',
        order_position: 2,
      }),
    ],
    goals: [
      {
        id: 1,
        title: 'Grabar el disco',
        description: 'Ocho canciones',
        current_amount: 150000,
        target_amount: 100000,
        percentage: 150,
        is_active: true,
        confirmed_transfers_amount: 0,
        indexing: null,
      },
    ],
    upcoming_events: [event(1), event(2)],
    has_more_events: true,
    ...overrides,
  });

const renderPage = (input: PublicPageInput) => render(<PublicPageView input={input} />);
const renderProfile = (overrides: Partial<PublicProfile> = {}) =>
  renderPage({ publicUrl, page: { kind: 'profile', profile: profile(overrides) } });

describe('public profile page', () => {
  it('shows the creator, real links in order, the goal capped at 100% and the next events', () => {
    renderProfile();
    expect(screen.getByRole('heading', { level: 1, name: 'Luna Martínez' })).toBeTruthy();
    expect(screen.getByText('@luna')).toBeTruthy();
    expect(screen.getByText('Música de Rosario')).toBeTruthy();
    const links = screen.getAllByRole('link').filter((a) => a.classList.contains('pp-link'));
    expect(links.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('target')])).toEqual([
      ['Instagram', 'https://instagram.com/luna', '_blank'],
      ['Escribime', 'mailto:luna@example.com', null],
    ]);
    expect(screen.getByText('150%')).toBeTruthy();
    const bar = screen.getByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('100');
    expect((bar.firstElementChild as HTMLElement).style.width).toBe('100%');
    expect(screen.getByRole('link', { name: 'Ver todos los eventos' }).getAttribute('href')).toBe(
      '/u/luna/events',
    );
    expect(screen.getByRole('link', { name: /Evento 1/ }).getAttribute('href')).toBe('/e/luna/1');
    expect(screen.getAllByText(/\.\.\.$/)).toHaveLength(2);
    expect(screen.getByRole('link', { name: /Powered by/ }).getAttribute('href')).toBe('/');
    // No contribute button while the creator cannot receive donations.
    expect(screen.queryByText('Contribuir')).toBeNull();
  });

  it('says so when there are no links, no goal and no more events', () => {
    renderProfile({ links: [], goals: [], upcoming_events: [event(1)], has_more_events: false });
    expect(screen.getByText('No hay enlaces disponibles')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByText('Ver todos los eventos')).toBeNull();
  });

  it('counts a link click in the background without stopping the link', () => {
    const beacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: beacon });
    renderProfile();
    const link = screen.getByRole('link', { name: 'Instagram' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.addEventListener('click', (e) => e.preventDefault());
    link.dispatchEvent(click);
    expect(beacon).toHaveBeenCalledWith('/api/links/11/click');
  });

  it('shows the way back to the dashboard only to the profile owner', async () => {
    signIn(sampleUser({ username: 'otra-persona' }));
    const { unmount } = renderProfile();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText('Volver al dashboard')).toBeNull();
    unmount();
    signIn(sampleUser({ username: 'luna' }));
    renderProfile();
    expect((await screen.findByText('Volver al dashboard')).closest('a')?.getAttribute('href')).toBe(
      '/dashboard',
    );
  });

  it("copies the link when the device cannot share, and says 'Enlace copiado al portapapeles'", async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    renderProfile();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Compartir perfil' }));
    });
    expect(writeText).toHaveBeenCalledWith('https://enlaza.ar/u/luna');
    expect(screen.getByRole('status').textContent).toBe('Enlace copiado al portapapeles');
  });

  it('shows the featured track or album, with Preview only when there is a preview', () => {
    const beacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: beacon });
    const track = {
      content_type: 'track' as const,
      name: 'Canción del río',
      artist: 'Luna',
      image_url: 'https://i.scdn.co/image/abc',
      spotify_url: 'https://open.spotify.com/track/abc',
      preview_url: 'https://p.scdn.co/mp3-preview/abc',
    };
    const { unmount } = renderProfile({ spotify_connection: { content: track } });
    expect(screen.getByRole('heading', { name: 'Canción destacada' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Preview' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Escuchar en Spotify' }));
    expect(beacon).toHaveBeenCalledWith(
      '/api/public/luna/music-click',
      JSON.stringify({ url: track.spotify_url }),
    );
    unmount();
    renderProfile({
      spotify_connection: { content: { ...track, content_type: 'album', preview_url: null } },
    });
    expect(screen.getByRole('heading', { name: 'Álbum destacado' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Preview' })).toBeNull();
  });
});

describe('public events pages', () => {
  const user = {
    username: 'luna',
    full_name: 'Luna Martínez',
    profile_image: null,
    theme: { primary_color: '#0f766e', accent_color: '#f97316', background_style: 'vibrant' as const },
  };

  it('lists events with tabs as links, counts and the per-tab empty message', () => {
    renderPage({
      publicUrl,
      page: {
        kind: 'events',
        user,
        tab: 'upcoming',
        events: [
          event(1, {
            is_online: true,
            meeting_url: 'https://meet.example.com/x',
            ticket_url: 'https://entradas.example.com',
            duration_hours: 2,
            max_attendees: 30,
          }),
        ],
        counts: { all: 3, upcoming: 1, past: 2 },
      },
    });
    const tabs = screen.getAllByRole('link').filter((a) => a.classList.contains('pp-tab'));
    expect(tabs.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('aria-current')])).toEqual([
      ['Todos (3)', '?', null],
      ['Próximos (1)', '?tab=upcoming', 'page'],
      ['Pasados (2)', '?tab=past', null],
    ]);
    expect(screen.getByText('Próximo')).toBeTruthy();
    expect(screen.getByText('Concierto')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Unirse' }).getAttribute('href')).toBe(
      'https://meet.example.com/x',
    );
    expect(screen.getByRole('link', { name: 'Entradas' }).getAttribute('href')).toBe(
      'https://entradas.example.com',
    );
    expect(screen.getByText('2 horas')).toBeTruthy();
    expect(screen.getByText('Hasta 30 personas')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Volver al perfil/ }).getAttribute('href')).toBe('/u/luna');
  });

  it('says when a tab has no events', () => {
    renderPage({
      publicUrl,
      page: { kind: 'events', user, tab: 'past', events: [], counts: { all: 0, upcoming: 0, past: 0 } },
    });
    expect(screen.getByText('Todavía no hay eventos pasados.')).toBeTruthy();
  });

  it('shows an event with its map, tickets, organiser and QR', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    renderPage({
      publicUrl,
      page: {
        kind: 'event',
        qrDataUrl: 'data:image/svg+xml;base64,AAAA',
        event: {
          ...event(5, {
            latitude: -34.6037,
            longitude: -58.3816,
            is_featured: true,
            is_free: false,
            price: 2500,
            formatted_price: '$ 2.500',
            ticket_url: 'https://entradas.example.com',
            end_date: '2026-03-21',
            end_time: '02:00',
          }),
          user,
        },
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Evento 5' })).toBeTruthy();
    expect(screen.getByText('Destacado')).toBeTruthy();
    expect(screen.getByText('viernes, 20 de marzo de 2026 · 21:00 hs')).toBeTruthy();
    expect(screen.getByText('sábado, 21 de marzo de 2026 · 02:00 hs')).toBeTruthy();
    const map = screen.getByTitle('Mapa de la ubicación del evento');
    expect(map.getAttribute('src')).toContain('marker=-34.6037,-58.3816');
    expect(map.getAttribute('loading')).toBe('lazy');
    expect(screen.getByRole('link', { name: 'Conseguir Entradas' }).getAttribute('href')).toBe(
      'https://entradas.example.com',
    );
    expect(screen.getByRole('img', { name: /Código QR del evento/ }).getAttribute('src')).toBe(
      'data:image/svg+xml;base64,AAAA',
    );
    expect(screen.getByRole('link', { name: /Luna Martínez/ }).getAttribute('href')).toBe('/u/luna');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Compartir Evento' }));
    });
    expect(writeText).toHaveBeenCalledWith('https://enlaza.ar/e/luna/5');
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain(
      '¡Link copiado al portapapeles!',
    );
  });

  it('shows no map for an online event', () => {
    renderPage({
      publicUrl,
      page: {
        kind: 'event',
        qrDataUrl: null,
        event: {
          ...event(6, {
            is_online: true,
            latitude: -34.6,
            longitude: -58.4,
            meeting_url: 'https://m.example',
          }),
          user,
        },
      },
    });
    expect(screen.queryByTitle('Mapa de la ubicación del evento')).toBeNull();
    expect(screen.getAllByText('Evento Online').length).toBeGreaterThan(0);
  });

  it('renders the not-found pages', () => {
    const { unmount } = renderPage({
      publicUrl,
      page: { kind: 'not-found', what: 'profile', username: 'nadie' },
    });
    expect(screen.getByRole('heading', { name: 'Perfil no encontrado' })).toBeTruthy();
    expect(screen.getByText('@nadie')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver al inicio' }).getAttribute('href')).toBe('/');
    unmount();
    renderPage({ publicUrl, page: { kind: 'not-found', what: 'event', username: 'luna' } });
    expect(screen.getByRole('heading', { name: 'Evento no encontrado' })).toBeTruthy();
  });
});
