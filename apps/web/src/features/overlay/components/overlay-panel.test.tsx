import { OVERLAY_MESSAGES as M, OVERLAY_SCREEN_MESSAGES as T } from '@enlaza/shared/overlay';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import { mockApi, setupDomTests, signIn } from '../../../testing/setup-dom';

setupDomTests();

const FIRST = 'http://localhost:3000/overlay/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
const SECOND = 'http://localhost:3000/overlay/BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB';

describe("'Alerta para el stream' on 'Integraciones'", { timeout: 20_000 }, () => {
  it('shows the address, sends a test alert, and changes the address after confirming', async () => {
    let url = FIRST;
    const { calls } = mockApi({
      'GET /api/webhooks': () => ({ body: { success: true, data: { webhooks: [] } } }),
      'GET /api/overlay': () => ({ body: { success: true, data: { url } } }),
      'POST /api/overlay/test': () => ({
        status: 202,
        body: { success: true, message: M.testSent, data: {} },
      }),
      'POST /api/overlay/rotate': () => {
        url = SECOND;
        return { body: { success: true, message: M.rotated, data: { url } } };
      },
    });
    signIn();
    renderApp('/dashboard/integrations');
    const field = (await screen.findByTestId('overlay-url', undefined, {
      timeout: 10_000,
    })) as HTMLInputElement;
    expect(field.value).toBe(FIRST);
    expect(screen.getByRole('heading', { name: T.title })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: T.test }));
    expect(await screen.findByText(M.testSent)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: T.rotate }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(T.rotateConfirm);
    expect(calls.some((c) => c.url === '/api/overlay/rotate')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: T.rotate }));
    expect(await screen.findByText(M.rotated)).toBeTruthy();
    expect(((await screen.findByTestId('overlay-url')) as HTMLInputElement).value).toBe(SECOND);
    expect(calls.filter((c) => c.method === 'POST' && c.url === '/api/overlay/rotate')).toHaveLength(1);
  });
});
