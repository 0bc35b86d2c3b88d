import type { LiveGoalEvent } from '@enlaza/shared/live';
import type { PublicGoal } from '@enlaza/shared/public';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupDomTests } from '../../../testing/setup-dom';
import { PublicGoalCard } from '../components/public-goal-card';
import { useLiveProfile } from './use-live-profile';

setupDomTests();

/** A stand-in EventSource the test drives by hand. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  readonly listeners = new Map<string, (message: MessageEvent<string>) => void>();
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (message: MessageEvent<string>) => void) {
    this.listeners.set(type, listener);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data: string) {
    act(() => this.listeners.get(type)?.(new MessageEvent(type, { data })));
  }
}

const goal: PublicGoal = {
  id: 7,
  title: 'Grabar el disco',
  description: '',
  current_amount: 1_000,
  target_amount: 10_000,
  percentage: 10,
  is_active: true,
  confirmed_transfers_amount: 0,
  indexing: null,
};

function LiveCard({ username, shown }: { username: string; shown: PublicGoal | null }) {
  const live = useLiveProfile(username, shown, []);
  return (
    <>
      {live.goal ? <PublicGoalCard goal={live.goal} /> : <p>sin meta</p>}
      <ul>
        {live.supporters.map((s) => (
          <li key={s.id}>{`${s.name}: ${s.message ?? ''}`}</li>
        ))}
      </ul>
    </>
  );
}

describe('useLiveProfile', () => {
  beforeEach(() => {
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
  });
  afterEach(() => vi.unstubAllGlobals());

  const update = (event: LiveGoalEvent) => JSON.stringify(event);

  it('shows the rendered goal, then moves the bar with each live event', () => {
    render(<LiveCard username="ana" shown={goal} />);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('10');
    const open = FakeEventSource.opened.filter((source) => !source.closed);
    expect(open).toHaveLength(1);
    const source = open[0];
    expect(source?.url).toBe('/api/public/ana/live');

    source?.emit(
      'goal',
      update({
        goal: {
          id: 7,
          current_amount: 4_500,
          target_amount: 10_000,
          percentage: 45,
          confirmed_transfers_amount: 0,
        },
      }),
    );
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('45');
    expect(screen.getByText('45%')).toBeTruthy();

    // Malformed data and another goal's values leave the bar as it is.
    source?.emit('goal', '{no es json');
    source?.emit(
      'goal',
      update({
        goal: {
          id: 8,
          current_amount: 9_000,
          target_amount: 10_000,
          percentage: 90,
          confirmed_transfers_amount: 0,
        },
      }),
    );
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('45');
  });

  it('follows the wall without a goal too, and closes its stream when the page goes', () => {
    const { unmount } = render(<LiveCard username="ana" shown={null} />);
    expect(FakeEventSource.opened).toHaveLength(1);
    FakeEventSource.opened[0]?.emit(
      'goal',
      update({
        goal: null,
        supporters: [
          {
            id: 'e1',
            name: 'Caro',
            amount: null,
            message: '¡Vamos!',
            reply: null,
            replied_at: null,
            monthly: false,
            created_at: '2026-03-10T12:00:00.000Z',
          },
        ],
      }),
    );
    expect(screen.getByText('Caro: ¡Vamos!')).toBeTruthy();
    expect(screen.getByText('sin meta')).toBeTruthy();
    unmount();
    const { unmount: leave } = render(<LiveCard username="ana" shown={goal} />);
    leave();
    expect(FakeEventSource.opened.length).toBeGreaterThan(0);
    expect(FakeEventSource.opened.every((source) => source.closed)).toBe(true);
  });
});
