import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupDomTests } from '../../../testing/setup-dom';
import { installPromptStore } from '../hooks/install-prompt-store';
import { INSTALL_DISMISS_MS, INSTALL_DISMISSED_KEY } from '../utils/install-banner-rules';
import { InstallBanner } from './install-banner';

setupDomTests();
afterEach(() => installPromptStore.clear());

const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

function firePrompt(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => {}),
    userChoice: Promise.resolve({ outcome, platform: 'web' }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

const banner = () => screen.queryByRole('region', { name: 'Instalar' });

describe('install banner', () => {
  it('stays hidden on a desktop browser that cannot install', () => {
    render(<InstallBanner />);
    expect(banner()).toBeNull();
  });

  it('appears when the browser offers the install prompt and runs it on Instalar', async () => {
    render(<InstallBanner />);
    const event = firePrompt('accepted');
    expect(event.defaultPrevented).toBe(true);
    expect(banner()).not.toBeNull();
    expect(screen.getByText('Accede más rápido desde tu pantalla de inicio')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Instalar' }));
    });
    expect(event.prompt).toHaveBeenCalledOnce();
    // The event is spent: the banner goes away.
    expect(banner()).toBeNull();
    expect(localStorage.getItem(INSTALL_DISMISSED_KEY)).toBeNull();
  });

  it('remembers a refusal in the browser dialog like Ahora no', async () => {
    render(<InstallBanner />);
    firePrompt('dismissed');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Instalar' }));
    });
    expect(Number(localStorage.getItem(INSTALL_DISMISSED_KEY))).toBeGreaterThan(0);
  });

  it('on iOS outside the installed app shows Ver cómo and the four-step guide', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE_UA);
    render(<InstallBanner />);
    expect(banner()).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Ver cómo' }));
    const dialog = screen.getByRole('dialog', { name: 'Instala Enlazá en tu iPhone o iPad' });
    const steps = dialog.querySelectorAll('li');
    expect([...steps].map((li) => li.textContent)).toEqual([
      '1Abre esta página en Safari.',
      '2Toca el botón Compartir (el cuadrado con una flecha hacia arriba).',
      '3Elige «Agregar a pantalla de inicio».',
      '4Confirma tocando «Agregar».',
    ]);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Entendido' }));
    fireEvent.click(screen.getByRole('button', { name: 'Entendido' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Ver cómo' }));
  });

  it('closes the iOS guide with Escape', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE_UA);
    render(<InstallBanner />);
    fireEvent.click(screen.getByRole('button', { name: 'Ver cómo' }));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is not shown inside the installed iOS app', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE_UA);
    Object.defineProperty(navigator, 'standalone', { value: true, configurable: true });
    try {
      render(<InstallBanner />);
      expect(banner()).toBeNull();
    } finally {
      Reflect.deleteProperty(navigator, 'standalone');
    }
  });

  it('Ahora no hides it and stores the time', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE_UA);
    vi.spyOn(Date, 'now').mockReturnValue(1_750_000_000_000);
    render(<InstallBanner />);
    fireEvent.click(screen.getByRole('button', { name: 'Ahora no' }));
    expect(banner()).toBeNull();
    expect(localStorage.getItem(INSTALL_DISMISSED_KEY)).toBe('1750000000000');
  });

  it('stays hidden for 7 days after a dismissal and comes back after that', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE_UA);
    const now = 1_750_000_000_000;
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now);

    localStorage.setItem(INSTALL_DISMISSED_KEY, String(now - INSTALL_DISMISS_MS + 60_000));
    const first = render(<InstallBanner />);
    expect(banner()).toBeNull();
    // Not even a fresh install prompt brings it back within the 7 days.
    firePrompt();
    expect(banner()).toBeNull();
    first.unmount();
    installPromptStore.clear();

    localStorage.setItem(INSTALL_DISMISSED_KEY, String(now - INSTALL_DISMISS_MS));
    clock.mockReturnValue(now);
    render(<InstallBanner />);
    expect(banner()).not.toBeNull();
  });
});
