import type { SupporterEntry } from '../donations/supporters';
/**
 * The public page's live goal bar: `GET /api/public/{username}/live` is a Server-Sent Events stream
 * whose `goal` events carry a LiveGoalEvent, first at once (the current value, also on every
 * reconnection), then whenever an approved donation or a refund changes what the goal raised.
 * No zod here: the public page's bundle reads these types only.
 */

/** What moves on the bar: the active goal's raised amount (pesos) and rounded, uncapped percentage. */
export interface LiveGoal {
  id: number;
  current_amount: number;
  target_amount: number;
  percentage: number;
  /** Of `current_amount`, the transfers the creator confirmed (issue 32). */
  confirmed_transfers_amount: number;
}

/** `goal: null`: the creator has no active goal (the page shows none). */
export interface LiveGoalEvent {
  goal: LiveGoal | null;
  /** The page's 'Apoyos' section again (the latest entries), sent with every update. */
  supporters?: SupporterEntry[];
  /** 'Meta mensual' (issue 34) with its current value; absent when the creator has none. */
  monthly_goal?: { kind: 'income' | 'supporters'; target: number; current: number } | null;
}

export const LIVE_GOAL_EVENT = 'goal';
/** A comment line this often keeps proxies from closing an idle stream. */
export const LIVE_HEARTBEAT_MS = 25_000;
/** How long a browser waits before reconnecting a dropped stream (the SSE `retry:` field). */
export const LIVE_RETRY_MS = 3_000;

export const LIVE_MESSAGES = {
  tooManyStreams: 'Hay demasiadas conexiones en vivo abiertas. Vuelve a intentar en un momento.',
} as const;

export function liveGoalPath(username: string): string {
  return `/api/public/${encodeURIComponent(username)}/live`;
}
