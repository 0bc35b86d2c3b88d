import type { LiveGoal } from '@enlaza/shared/live';
import { Money } from '@enlaza/shared/money';
import {
  OVERLAY_ALERT_EVENT,
  OVERLAY_CARD_MS,
  OVERLAY_GOAL_EVENT,
  type OverlayAlert,
  OVERLAY_CARD_TEXTS as T,
} from '@enlaza/shared/overlay';

/**
 * The stream alert's script (overlay.html, `/overlay/{token}`): no React. It reads the overlay's live
 * stream and shows each card for 8 s, one after another, and moves the goal bar when the page has
 * one (`?meta=1`). The server sends only what the public page shows.
 */
const LEAVE_MS = 400;

const root = document.querySelector<HTMLElement>('[data-overlay-stream]');
const stage = document.querySelector<HTMLElement>('[data-overlay-stage]');
const queue: OverlayAlert[] = [];
let showing = false;

function paragraph(className: string, text: string): HTMLParagraphElement {
  const p = document.createElement('p');
  p.className = className;
  p.textContent = text;
  return p;
}

function card(alert: OverlayAlert): HTMLElement {
  const el = document.createElement('div');
  el.className = 'overlay-card';
  el.dataset.testid = 'overlay-card';
  if (alert.test) el.append(paragraph('overlay-card-tag', T.test));
  const title = alert.monthly ? T.supportedMonthly(alert.name) : T.supported(alert.name);
  el.append(paragraph('overlay-card-title', title));
  if (alert.amount !== null)
    el.append(paragraph('overlay-card-amount', Money.fromPesos(alert.amount).format()));
  if (alert.message) el.append(paragraph('overlay-card-message', alert.message));
  return el;
}

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

function showNext(): void {
  const next = queue.shift();
  if (!next || !stage) {
    showing = false;
    return;
  }
  showing = true;
  const el = card(next);
  stage.replaceChildren(el);
  window.setTimeout(() => {
    const leave = reducedMotion() ? 0 : LEAVE_MS;
    el.classList.add('is-leaving');
    window.setTimeout(() => {
      el.remove();
      showNext();
    }, leave);
  }, OVERLAY_CARD_MS);
}

function showGoal(goal: LiveGoal | null): void {
  const bar = document.querySelector<HTMLElement>('[data-overlay-goal]');
  if (!bar) return;
  bar.hidden = goal === null;
  if (!goal) return;
  const fill = bar.querySelector<HTMLElement>('[data-overlay-goal-fill]');
  const text = bar.querySelector<HTMLElement>('[data-overlay-goal-text]');
  if (fill) fill.style.width = `${Math.min(100, Math.max(0, goal.percentage))}%`;
  if (text) {
    text.textContent = `${Money.fromPesos(goal.current_amount).format()} / ${Money.fromPesos(goal.target_amount).format()}`;
  }
}

const path = root?.dataset.overlayStream;
if (path) {
  const source = new EventSource(path);
  source.addEventListener(OVERLAY_ALERT_EVENT, (event) => {
    queue.push(JSON.parse((event as MessageEvent<string>).data) as OverlayAlert);
    if (!showing) showNext();
  });
  source.addEventListener(OVERLAY_GOAL_EVENT, (event) => {
    showGoal(JSON.parse((event as MessageEvent<string>).data) as LiveGoal | null);
  });
}
