import type { SupporterEntry } from '@enlaza/shared/donations';
import type { LiveGoal, LiveGoalEvent } from '@enlaza/shared/live';
import { OVERLAY_SAMPLE, type OverlayAlert } from '@enlaza/shared/overlay';
import type { OverlayDeps } from './overlay-deps';

const CHANNEL = 'overlay';

/** What the bus tells every copy about a creator's overlays: show the sample, or the address changed. */
type Signal = 'test' | 'revoked';

interface OpenOverlay {
  test: () => void;
  revoked: () => void;
}

/** What one open overlay is sent: the goal bar's value, or a card. */
export type OverlayStreamEvent =
  | { kind: 'goal'; goal: LiveGoal | null }
  | { kind: 'alert'; alert: OverlayAlert };

/** A wall entry as a card: the same name, amount and message the public page shows, nothing more. */
export function alertOf(entry: SupporterEntry): OverlayAlert {
  return {
    name: entry.name,
    amount: entry.amount,
    message: entry.message,
    monthly: entry.monthly,
    test: false,
  };
}

/**
 * The cards of the open overlays. Each overlay reads the public page's live feed: the entries of
 * 'Apoyos' it has not seen yet (an approved donation, one-off or a monthly charge) become cards, the
 * goal goes to its bar. A changed entry it has seen (a message hidden, a reply) shows nothing. Tests
 * ('Probar alerta') travel on the bus, so the overlay hears them whichever copy it is connected to.
 */
export class OverlayAlerts {
  private readonly overlays = new Map<number, Set<OpenOverlay>>();

  constructor(private readonly deps: Pick<OverlayDeps, 'bus' | 'live' | 'log'>) {
    deps.bus.subscribe(CHANNEL, (message) => this.heard(message));
  }

  /** Asks every copy to show the sample card on this creator's open overlays. */
  async sendTest(userId: number): Promise<void> {
    await this.signal(userId, 'test');
  }

  /**
   * The creator's address changed: every copy ends their open overlays. A page with the new address
   * reconnects; one with the old address is answered 404 and stops.
   */
  async revoke(userId: number): Promise<void> {
    await this.signal(userId, 'revoked');
  }

  /**
   * Starts one overlay's events: the current goal at once, then cards and goals as they come.
   * The answer stops them.
   */
  async open(
    userId: number,
    send: (event: OverlayStreamEvent) => void,
    revoked: () => void,
  ): Promise<() => void> {
    const seen = new Set<string>();
    let early: LiveGoalEvent[] | null = [];
    const onUpdate = (event: LiveGoalEvent) => {
      send({ kind: 'goal', goal: event.goal });
      // The wall comes newest first: the cards go oldest first.
      for (const entry of [...(event.supporters ?? [])].reverse()) {
        if (seen.has(entry.id)) continue;
        seen.add(entry.id);
        send({ kind: 'alert', alert: alertOf(entry) });
      }
    };
    const stopLive = this.deps.live.listen(userId, (event) => {
      if (early) early.push(event);
      else onUpdate(event);
    });
    const stopSignals = this.listen(userId, {
      test: () => send({ kind: 'alert', alert: OVERLAY_SAMPLE }),
      revoked,
    });
    const stop = () => {
      stopLive();
      stopSignals();
    };
    try {
      const current = await this.deps.live.current(userId);
      for (const entry of current.supporters ?? []) seen.add(entry.id);
      send({ kind: 'goal', goal: current.goal });
    } catch (error) {
      stop();
      throw error;
    }
    const waiting = early;
    early = null;
    for (const event of waiting) onUpdate(event);
    return stop;
  }

  private async signal(userId: number, kind: Signal): Promise<void> {
    await this.deps.bus.publish(CHANNEL, JSON.stringify({ userId, kind }));
  }

  private listen(userId: number, overlay: OpenOverlay): () => void {
    let set = this.overlays.get(userId);
    if (!set) {
      set = new Set();
      this.overlays.set(userId, set);
    }
    set.add(overlay);
    return () => {
      set.delete(overlay);
      if (set.size === 0 && this.overlays.get(userId) === set) this.overlays.delete(userId);
    };
  }

  private heard(message: string): void {
    let parsed: { userId?: unknown; kind?: unknown };
    try {
      parsed = JSON.parse(message) as typeof parsed;
    } catch {
      return;
    }
    const { userId, kind } = parsed;
    if (typeof userId !== 'number' || (kind !== 'test' && kind !== 'revoked')) return;
    for (const overlay of [...(this.overlays.get(userId) ?? [])]) overlay[kind]();
  }
}
