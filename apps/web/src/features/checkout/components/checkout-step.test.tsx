import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupDomTests } from '../../../testing/setup-dom';
import { CheckoutStep } from './checkout-step';

setupDomTests();

const TIKTOK_ANDROID =
  'Mozilla/5.0 (Linux; Android 11; Redmi Note 8) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/104.0 Mobile Safari/537.36 trill_310503 AppName/musical_ly BytedanceWebview/d8a21c6';
const INSTAGRAM_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 312.0.0.22.114 (iPhone14,5; iOS 17_2; es_AR)';
const CHROME =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

const form = { goalId: 4, goalTitle: 'Grabar el disco', creatorName: 'Luna Martínez' };

describe('the donation dialog in an in-app browser', () => {
  it('goes straight to the form in a regular browser', () => {
    render(<CheckoutStep {...form} userAgent={CHROME} pageUrl="https://enlaza.ar/u/luna" />);
    expect(screen.getByLabelText('Monto del aporte (ARS)')).toBeTruthy();
    expect(screen.queryByText('Abrir en el navegador')).toBeNull();
  });

  it("inside TikTok on Android offers Chrome first, and 'Continuar acá' shows the form", () => {
    render(<CheckoutStep {...form} userAgent={TIKTOK_ANDROID} pageUrl="https://enlaza.ar/u/luna" />);
    const open = screen.getByRole('link', { name: 'Abrir en el navegador' });
    expect(open.getAttribute('href')).toBe(
      'intent://enlaza.ar/u/luna#Intent;scheme=https;package=com.android.chrome;S.browser_fallback_url=https%3A%2F%2Fenlaza.ar%2Fu%2Fluna;end',
    );
    expect(screen.queryByLabelText('Monto del aporte (ARS)')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Continuar acá' }));
    expect(screen.getByLabelText('Monto del aporte (ARS)')).toBeTruthy();
  });

  it('inside Instagram on iOS shows the two steps through the ••• menu', () => {
    render(<CheckoutStep {...form} userAgent={INSTAGRAM_IOS} pageUrl="https://enlaza.ar/u/luna" />);
    expect(screen.queryByRole('link', { name: 'Abrir en el navegador' })).toBeNull();
    expect(screen.getByText('Toca el menú ••• (arriba o abajo a la derecha).')).toBeTruthy();
    expect(screen.getByText('Elige «Abrir en el navegador».')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continuar acá' })).toBeTruthy();
  });
});
