import { GEOCODING_MESSAGES, type GeocodeResult } from '@enlaza/shared/geocoding';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithQuery } from '../../../testing/render-with-query';
import { mockApi, setupDomTests, signIn } from '../../../testing/setup-dom';
import { AddressAutocomplete } from './address-autocomplete';

setupDomTests();
// Screens render lazily and answer through fetch: room for a busy machine.
vi.setConfig({ testTimeout: 15_000 });

const place = (name: string, lat: number, lon: number): GeocodeResult => ({
  display_name: `${name}, Buenos Aires, Argentina`,
  lat,
  lon,
  address: { city: 'Buenos Aires', country: 'Argentina' },
});
const RESULTS = [
  place('Teatro Colón, Cerrito 628', -34.601, -58.383),
  place('Teatro Colonial', -34.7, -58.4),
];

function Harness({ onPick }: { onPick: (r: GeocodeResult) => void }) {
  const [value, setValue] = useState('');
  return (
    <form onSubmit={(e) => e.preventDefault()}>
      <AddressAutocomplete
        label="Dirección"
        value={value}
        onChange={setValue}
        onPick={(r) => {
          setValue(r.display_name);
          onPick(r);
        }}
      />
    </form>
  );
}

function setup(results: GeocodeResult[] = RESULTS) {
  signIn();
  const api = mockApi({ 'GET /api/geocoding/search': { body: { success: true, data: { results } } } });
  const onPick = vi.fn();
  renderWithQuery(<Harness onPick={onPick} />);
  const input = screen.getByRole('combobox', { name: 'Dirección' }) as HTMLInputElement;
  return { ...api, onPick, input };
}

describe('address autocomplete (combobox)', () => {
  it('lists suggestions, moves with the arrows and picks with Enter', async () => {
    const { input, onPick, calls } = setup();
    expect(input.getAttribute('aria-expanded')).toBe('false');
    fireEvent.change(input, { target: { value: 'Teatro Col' } });
    const options = await screen.findAllByRole('option', {}, { timeout: 4000 });
    expect(options.map((o) => o.textContent)).toEqual(RESULTS.map((r) => r.display_name));
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('2 direcciones encontradas. Usa las flechas para elegir.')).toBeTruthy();

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    expect(options[0]?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options[1]?.id);
    fireEvent.keyDown(input, { key: 'Enter' });

    expect(onPick).toHaveBeenCalledWith(RESULTS[1]);
    expect(input.value).toBe(RESULTS[1]?.display_name);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    // The picked text is not searched again.
    await new Promise((r) => setTimeout(r, 700));
    expect(calls).toHaveLength(1);
  });

  it('picks with a click or tap, and Escape closes the list', async () => {
    const { input, onPick } = setup();
    fireEvent.change(input, { target: { value: 'Teatro' } });
    await screen.findAllByRole('option', {}, { timeout: 4000 });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.click(screen.getAllByRole('option')[0] as HTMLElement);
    expect(onPick).toHaveBeenCalledWith(RESULTS[0]);
  });

  it('says when nothing was found in Argentina, and hints the 3-character minimum', async () => {
    const { input, calls } = setup([]);
    expect(screen.getByText(/Escribe al menos 3 caracteres/)).toBeTruthy();
    fireEvent.change(input, { target: { value: 'zz' } });
    await new Promise((r) => setTimeout(r, 700));
    expect(calls).toHaveLength(0);
    fireEvent.change(input, { target: { value: 'zzzz' } });
    await waitFor(() => expect(screen.getByText(GEOCODING_MESSAGES.noResults)).toBeTruthy(), {
      timeout: 2000,
    });
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });
});
