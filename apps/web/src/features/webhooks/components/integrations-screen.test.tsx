import { WEBHOOK_MESSAGES as M, WEBHOOK_SCREEN_MESSAGES as T } from '@enlaza/shared/webhooks';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import { mockApi, setupDomTests, signIn } from '../../../testing/setup-dom';

setupDomTests();

const hook = {
  id: 7,
  url: 'https://mitienda.com/webhooks',
  events: ['donation.approved'],
  enabled: true,
  disabled_at: null,
  created_at: '2026-11-28T15:00:00.000Z',
};
const SECRET = 'whsec_c2VjcmV0by1kZS1wcnVlYmEtMTIzNDU2Nzg5MA==';

describe("the 'Integraciones' screen", { timeout: 20_000 }, () => {
  it('adds a webhook, shows the server’s field error, then the secret once; sends a test and lists its delivery', async () => {
    let rows: (typeof hook)[] = [];
    let deliveries: object[] = [];
    let attempts = 0;
    const { calls } = mockApi({
      'GET /api/webhooks': () => ({ body: { success: true, data: { webhooks: rows } } }),
      'POST /api/webhooks': () => {
        attempts += 1;
        if (attempts === 1) {
          return {
            status: 400,
            body: { message: 'Revisa los datos', errors: [{ field: 'url', message: M.urlPrivate }] },
          };
        }
        rows = [hook];
        return {
          status: 201,
          body: { success: true, message: M.created, data: { webhook: hook, secret: SECRET } },
        };
      },
      'POST /api/webhooks/7/test': () => {
        deliveries = [
          {
            webhook_id: 'msg_1',
            event: 'webhook.test',
            status: 'delivered',
            attempts: 1,
            response_code: 200,
            duration_ms: 42,
            created_at: '2026-11-28T15:01:00.000Z',
          },
        ];
        return {
          status: 202,
          body: { success: true, message: M.testQueued, data: { delivery: deliveries[0] } },
        };
      },
      'GET /api/webhooks/7/deliveries': () => ({ body: { success: true, data: { deliveries } } }),
      'POST /api/webhooks/7/deliveries/msg_1/resend': () => ({
        status: 202,
        body: { success: true, message: M.resent, data: { delivery: deliveries[0] } },
      }),
    });
    signIn();
    renderApp('/dashboard/integrations');
    expect(await screen.findByText(T.empty, undefined, { timeout: 10_000 })).toBeTruthy();

    // Nothing typed: the shared schema answers before any request.
    fireEvent.click(screen.getByRole('button', { name: T.add }));
    expect(await screen.findByText(M.urlRequired)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(T.url), { target: { value: 'https://10.0.0.1/hook' } });
    fireEvent.click(screen.getByRole('button', { name: T.add }));
    expect(await screen.findByText(M.urlPrivate)).toBeTruthy();

    fireEvent.change(screen.getByLabelText(T.url), { target: { value: hook.url } });
    fireEvent.click(screen.getByRole('button', { name: T.add }));
    expect((await screen.findByTestId('webhook-secret')).textContent).toBe(SECRET);
    const posted = calls.filter((c) => c.method === 'POST' && c.url === '/api/webhooks').at(-1);
    expect(posted?.body).toEqual({ url: hook.url, events: ['donation.approved'] });

    const list = await screen.findByRole('list', { name: T.title });
    const item = within(list).getByRole('listitem');
    expect(item.textContent).toContain(hook.url);
    fireEvent.click(screen.getByRole('button', { name: T.secretDone }));
    expect(screen.queryByTestId('webhook-secret')).toBeNull();

    fireEvent.click(within(item).getByRole('button', { name: T.sendTest }));
    expect(await screen.findByText(M.testQueued)).toBeTruthy();
    const row = await screen.findByTestId('webhook-delivery');
    expect(row.textContent).toContain(T.eventLabels['webhook.test']);
    expect(row.textContent).toContain(T.status.delivered);
    expect(row.textContent).toContain('42 ms');

    fireEvent.click(within(row).getByRole('button', { name: /^Reenviar Prueba del / }));
    expect(await screen.findByText(M.resent)).toBeTruthy();
    expect(
      calls.some((c) => c.method === 'POST' && c.url === '/api/webhooks/7/deliveries/msg_1/resend'),
    ).toBe(true);
  });
});
