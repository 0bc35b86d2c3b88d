import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setupDomTests } from '../../../testing/setup-dom';
import { OFFLINE_TEXT, OfflineBar } from './offline-bar';

setupDomTests();

describe('offline bar', () => {
  it('follows the online and offline events', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    render(<OfflineBar />);
    const region = screen.getByRole('status');
    expect(region.textContent).toBe('');

    onLine.mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(region.textContent).toBe('Sin conexión a internet • Modo offline activo');
    expect(region.getAttribute('data-offline')).toBe('true');

    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(region.textContent).toBe('');
  });

  it('starts offline when the page loads without a connection', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<OfflineBar />);
    expect(screen.getByRole('status').textContent).toBe(OFFLINE_TEXT);
  });
});
