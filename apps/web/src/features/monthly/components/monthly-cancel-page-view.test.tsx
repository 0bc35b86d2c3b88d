import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MonthlyCancelPageView } from './monthly-cancel-page-view';

describe('the /baja list', () => {
  it("says 'por año' for a yearly subscription and 'por mes' for a monthly one (issue 34)", () => {
    const html = renderToString(
      <MonthlyCancelPageView
        page={{
          kind: 'monthly-cancel',
          view: 'list',
          credential: { kind: 'link', value: 'token' },
          items: [
            {
              id: 'a',
              creator_name: 'Luna',
              tier_name: 'Club',
              amount: 20_000,
              frequency: 'yearly',
              status: 'authorized',
            },
            { id: 'b', creator_name: 'Luna', tier_name: 'Fan', amount: 2_000, status: 'authorized' },
          ],
          done: null,
          error: null,
        }}
      />,
    )
      .replace(/<!-- -->/g, '')
      .replace(/\u00a0/g, ' ');
    expect(html).toContain('Club · $ 20.000 por año');
    expect(html).toContain('Fan · $ 2.000 por mes');
  });
});
