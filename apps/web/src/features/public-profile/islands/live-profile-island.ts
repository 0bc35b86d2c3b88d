import type { SupporterEntry } from '@enlaza/shared/donations';
import type { LiveGoal, LiveGoalEvent } from '@enlaza/shared/live';
import { monthlyGoalSummary } from '@enlaza/shared/monthly';
import type { PublicProfile } from '@enlaza/shared/public';
import { subscribeLiveGoal } from '../api/subscribe-live-goal';
import { goalSummary, shownGoal, transfersText } from '../utils/profile-view';
import { seeAllSupportersLink, supportersBody } from './supporter-elements';

/** The goal card's bar, percentage and amounts (GoalCard's markup) set to the live values. */
export function showLiveGoal(
  root: ParentNode,
  goal: Pick<LiveGoal, 'current_amount' | 'target_amount'> &
    Partial<Pick<LiveGoal, 'confirmed_transfers_amount'>>,
): void {
  const card = root.querySelector('.pp-goal');
  if (!card) return;
  const summary = goalSummary(goal);
  const percent = card.querySelector('.pp-goal-percent');
  if (percent) percent.textContent = summary.percentText;
  const raised = card.querySelector('.pp-goal-raised');
  if (raised) raised.textContent = summary.raisedText;
  const transfers = card.querySelector<HTMLElement>('.pp-goal-transfers');
  if (transfers) {
    transfers.textContent = transfersText(goal);
    transfers.hidden = transfers.textContent === '';
  }
  const bar = card.querySelector<HTMLElement>('[role="progressbar"]');
  if (!bar) return;
  bar.setAttribute('aria-valuenow', String(Math.round(summary.barWidth)));
  bar.setAttribute('aria-valuetext', `${summary.percentText}, ${summary.raisedText}`);
  const fill = bar.firstElementChild;
  if (fill instanceof HTMLElement) fill.style.width = `${summary.barWidth}%`;
}

/**
 * 'Meta mensual' (PublicMonthlyGoal's markup, issue 34) set to the live value; every event carries
 * the current one, so a goal the event no longer has (removed) hides the card.
 */
export function showLiveMonthlyGoal(root: ParentNode, goal: LiveGoalEvent['monthly_goal']): void {
  const card = root.querySelector<HTMLElement>('.pp-monthly-goal');
  if (!card) return;
  card.hidden = !goal;
  if (!goal) return;
  const summary = monthlyGoalSummary(goal);
  const percent = card.querySelector('.pp-monthly-goal-percent');
  if (percent) percent.textContent = summary.percentText;
  const progress = card.querySelector('.pp-monthly-goal-progress');
  if (progress) progress.textContent = summary.progressText;
  const bar = card.querySelector<HTMLElement>('[role="progressbar"]');
  if (!bar) return;
  bar.setAttribute('aria-valuenow', String(Math.round(summary.barWidth)));
  bar.setAttribute('aria-valuetext', `${summary.percentText}, ${summary.progressText}`);
  const fill = bar.firstElementChild;
  if (fill instanceof HTMLElement) fill.style.width = `${summary.barWidth}%`;
}

/** A wall entry already on the page takes the fresh one's text, and keeps its 'Denunciar' form as it is. */
function updateEntry(kept: Element, fresh: Element): void {
  const report = kept.querySelector(':scope > .sp-report');
  for (const child of [...kept.children]) if (child !== report) child.remove();
  for (const child of [...fresh.children]) {
    if (!child.matches('.sp-report')) kept.insertBefore(child, report);
  }
}

/**
 * The 'Apoyos' section (SupportersSection's markup) showing these entries. Entries already on the
 * page stay where they are (an open 'Denunciar' form keeps what was typed, and its focus); new ones
 * take their place in the order given.
 */
export function showLiveSupporters(
  root: ParentNode,
  profile: Pick<PublicProfile, 'username' | 'full_name' | 'has_more_supporters'>,
  supporters: SupporterEntry[],
  now: Date,
): void {
  const section = root.querySelector('.sp-section');
  const current = section?.querySelector('.sp-list, .sp-empty');
  if (!section || !current) return;
  const body = supportersBody(profile.username, profile.full_name, supporters, now);
  if (current.matches('.sp-list') && body.matches('.sp-list')) {
    const old = new Map([...current.children].map((li) => [(li as HTMLElement).dataset.entryId, li]));
    let cursor = current.firstElementChild;
    for (const fresh of [...body.children]) {
      const id = (fresh as HTMLElement).dataset.entryId;
      const kept = old.get(id);
      old.delete(id);
      if (kept) updateEntry(kept, fresh);
      const node = kept ?? fresh;
      if (node === cursor) cursor = cursor.nextElementSibling;
      else current.insertBefore(node, cursor);
    }
    for (const stale of old.values()) stale.remove();
  } else {
    current.replaceWith(body);
  }
  const seeAll = section.querySelector(':scope > .pp-text-link');
  const wanted = profile.has_more_supporters || supporters.length > 0;
  if (wanted && !seeAll) section.append(seeAllSupportersLink(profile.username));
  if (!wanted) seeAll?.remove();
}

/**
 * The profile's live updates (GET /public/{username}/live): the goal bar moves and a new supporter
 * shows when a donation is approved, and 'Meta mensual' when a monthly supporter starts or ends,
 * without a reload. Answers the function that closes the stream.
 */
export function activateLiveProfile(root: ParentNode, profile: PublicProfile): () => void {
  const goalId = shownGoal(profile)?.id ?? null;
  return subscribeLiveGoal(profile.username, (event) => {
    // Another goal's values (the creator switched goals after this page was rendered) are not this bar's.
    if (goalId !== null && event.goal?.id === goalId) showLiveGoal(root, event.goal);
    if (event.supporters) showLiveSupporters(root, profile, event.supporters, new Date());
    showLiveMonthlyGoal(root, event.monthly_goal);
  });
}
