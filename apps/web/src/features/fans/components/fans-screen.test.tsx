import { SUBSCRIBER_MESSAGES as M } from '@enlaza/shared/fans';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import { mockApi, setupDomTests, signIn } from '../../../testing/setup-dom';

setupDomTests();

const fan = {
  id: 4,
  email: 'fan@example.com',
  confirmed_at: '2026-11-20T15:00:00.000Z',
  source_page: '/u/luna',
};

describe("the 'Suscriptores' screen", { timeout: 20_000 }, () => {
  it('lists each fan as a card too (what phones show, the table hidden there), and deletes from it', async () => {
    let rows = [fan];
    const { calls } = mockApi({
      'GET /api/subscribers': () => ({ body: { success: true, data: { enabled: true, subscribers: rows } } }),
      'DELETE /api/subscribers/4': () => {
        rows = [];
        return { body: { success: true, message: M.deleted, data: {} } };
      },
    });
    signIn();
    renderApp('/dashboard/subscribers');
    const cards = await screen.findByRole('list', { name: M.screenTitle }, { timeout: 10_000 });
    const card = within(cards).getByRole('listitem');
    expect(card.textContent).toContain(fan.email);
    expect(card.textContent).toContain('/u/luna');
    fireEvent.click(within(card).getByRole('button', { name: M.deleteLabel(fan.email) }));
    const dialog = screen.getByRole('alertdialog', { name: M.delete });
    fireEvent.click(within(dialog).getByRole('button', { name: M.delete }));
    expect(await screen.findByText(M.deleted)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/api/subscribers/4']);
    expect(await screen.findByText(M.empty)).toBeTruthy();
  });
});
