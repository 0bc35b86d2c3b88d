import type { FeaturedCreator } from '@enlaza/shared/featured';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import { type ApiCall, mockApi, setupDomTests } from '../../../testing/setup-dom';

setupDomTests();

function creator(id: number, name: string, overrides: Partial<FeaturedCreator> = {}): FeaturedCreator {
  return {
    id,
    username: name.toLowerCase().replace(/\s+/g, '-'),
    full_name: name,
    bio: `Bio de ${name}`,
    profile_image: null,
    category: 'musica',
    category_name: 'Música',
    created_at: '2025-01-01T00:00:00.000Z',
    days_active: 30,
    stats: { total_visits: 10 },
    ...overrides,
  };
}

const ok = (creators: FeaturedCreator[], period = '30d') => ({
  body: { success: true, data: { creators, period } },
});

const location = () => screen.getByTestId('location').textContent;
const queryOf = (call: ApiCall) => Object.fromEntries(new URL(call.url, 'http://x').searchParams);

describe('featured creators page', () => {
  it('asks for the last month by default and shows the ranked cards', async () => {
    const { calls } = mockApi({
      'GET /api/stats/featured-creators': ok([
        creator(1, 'Ana Música', { stats: { total_visits: 1 }, days_active: 1 }),
        creator(2, 'Bruno', { category: 'otros', category_name: 'Otros', bio: '' }),
        creator(3, 'Carla'),
        creator(4, 'Dario'),
      ]),
    });
    renderApp('/creadores-destacados');
    expect(await screen.findByText('Mostrando 4 creadores', {}, { timeout: 10_000 })).toBeTruthy();
    expect(queryOf(calls[0] as ApiCall)).toEqual({ period: '30d', limit: '50' });

    const cards = screen.getAllByRole('listitem').filter((li) => li.classList.contains('featured-card'));
    expect(cards).toHaveLength(4);
    const first = within(cards[0] as HTMLElement);
    expect(first.getByText('Puesto')).toBeTruthy();
    // The ranking counts unique visitors, and says so.
    expect(first.getByText('1 visitante único')).toBeTruthy();
    expect(first.getByText('1 día activo')).toBeTruthy();
    expect(first.getByText('@ana-música')).toBeTruthy();
    expect(first.getByRole('link', { name: 'Ver Perfil de Ana Música' }).getAttribute('href')).toBe(
      '/u/ana-m%C3%BAsica',
    );
    expect(within(cards[1] as HTMLElement).getByText('Otros')).toBeTruthy();
    // Only the first three carry a rank badge.
    expect(within(cards[3] as HTMLElement).queryByText('Puesto')).toBeNull();
    expect((screen.getByRole('radio', { name: 'Todas' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Período') as HTMLSelectElement).value).toBe('30d');
  });

  it('puts the category and period in the URL query and asks the API for them', async () => {
    const { calls } = mockApi({
      'GET /api/stats/featured-creators': (call) => {
        const q = queryOf(call);
        return q.category === 'arte' ? ok([]) : ok([creator(1, 'Ana')], q.period);
      },
    });
    renderApp('/creadores-destacados');
    await screen.findByText('Mostrando 1 creador', {}, { timeout: 10_000 });

    fireEvent.click(screen.getByRole('radio', { name: 'Música' }));
    await waitFor(() => expect(location()).toBe('/creadores-destacados?categoria=musica'));
    fireEvent.change(screen.getByLabelText('Período'), { target: { value: '7d' } });
    await waitFor(() => expect(location()).toBe('/creadores-destacados?categoria=musica&periodo=7d'));
    await waitFor(() =>
      expect(queryOf(calls.at(-1) as ApiCall)).toEqual({ period: '7d', limit: '50', category: 'musica' }),
    );

    fireEvent.click(screen.getByRole('radio', { name: 'Arte' }));
    expect(await screen.findByText('No se encontraron creadores')).toBeTruthy();
    expect(screen.getByText('Mostrando 0 creadores')).toBeTruthy();

    // Back to the defaults: the query string is clean again.
    fireEvent.click(screen.getByRole('radio', { name: 'Todas' }));
    fireEvent.change(screen.getByLabelText('Período'), { target: { value: '30d' } });
    await waitFor(() => expect(location()).toBe('/creadores-destacados'));
    // The ranking seen first is still in the cache: shown again without asking twice.
    expect(await screen.findByText('Mostrando 1 creador')).toBeTruthy();
    const defaults = calls.filter(
      (c) => JSON.stringify(queryOf(c)) === JSON.stringify({ period: '30d', limit: '50' }),
    );
    expect(defaults).toHaveLength(1);
  });

  it('reads the filters from the URL and ignores unknown values', async () => {
    const { calls } = mockApi({ 'GET /api/stats/featured-creators': ok([]) });
    renderApp('/creadores-destacados?categoria=tecnologia&periodo=all');
    await screen.findByText('No se encontraron creadores');
    expect(queryOf(calls[0] as ApiCall)).toEqual({ period: 'all', limit: '50', category: 'tecnologia' });
    expect((screen.getByRole('radio', { name: 'Tecnología' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Período') as HTMLSelectElement).value).toBe('all');
  });

  it('falls back to the defaults for unknown filter values', async () => {
    const { calls } = mockApi({ 'GET /api/stats/featured-creators': ok([]) });
    renderApp('/creadores-destacados?categoria=cocina&periodo=1y');
    await screen.findByText('No se encontraron creadores');
    expect(queryOf(calls[0] as ApiCall)).toEqual({ period: '30d', limit: '50' });
  });

  it('shows the error with a retry that loads again', async () => {
    let fail = true;
    mockApi({
      'GET /api/stats/featured-creators': () => (fail ? { status: 500, body: {} } : ok([creator(1, 'Ana')])),
    });
    renderApp('/creadores-destacados');
    expect(await screen.findByText('Error al cargar creadores destacados')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Mostrando 1 creador')).toBeTruthy();
  });
});
