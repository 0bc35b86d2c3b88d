import { SUPPORTERS_MESSAGES as M, SUPPORTERS_LIMITS, type SupporterEntry } from '@enlaza/shared/donations';
import { formatARS } from '@enlaza/shared/format';
import { publicUrls } from '@enlaza/shared/public';
import { wallTime } from '../utils/wall-time';

type Attributes = Record<string, string>;

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Attributes,
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

/** One entry of the wall, the DOM twin of SupportersList's item (no refused report: that is the server's). */
export function supporterEntryElement(
  username: string,
  creatorName: string,
  entry: SupporterEntry,
  now: Date,
) {
  const id = `sp-report-${entry.id}`;
  const head = element(
    'p',
    { class: 'sp-head' },
    element('strong', { class: 'sp-name' }, entry.name),
    ...(entry.monthly ? [element('span', { class: 'sp-monthly' }, M.monthly)] : []),
    ...(entry.amount !== null ? [element('span', { class: 'sp-amount' }, formatARS(entry.amount))] : []),
    element('time', { class: 'sp-time', datetime: entry.created_at }, wallTime(entry.created_at, now)),
  );
  const report = element(
    'details',
    { class: 'sp-report' },
    element('summary', { class: 'sp-report-toggle' }, M.report),
    element(
      'form',
      { method: 'post', action: publicUrls.reportSupporter('', username, entry.id), class: 'sp-report-form' },
      element('label', { class: 'dn-label dn-label-small', for: id }, M.reportReason),
      element('textarea', {
        id,
        name: 'reason',
        class: 'dn-input',
        rows: '2',
        maxlength: String(SUPPORTERS_LIMITS.reasonMax),
        required: '',
      }),
      element('button', { type: 'submit', class: 'pp-button-outline sp-report-submit' }, M.reportSubmit),
    ),
  );
  return element(
    'li',
    { class: 'sp-entry', 'data-testid': 'supporter', 'data-entry-id': entry.id },
    head,
    ...(entry.message ? [element('p', { class: 'sp-message' }, entry.message)] : []),
    ...(entry.reply
      ? [
          element(
            'p',
            { class: 'sp-reply' },
            element('span', { class: 'sp-reply-by' }, `${M.replyFrom(creatorName)}:`),
            ` ${entry.reply}`,
          ),
        ]
      : []),
    report,
  );
}

/** The 'Apoyos' section's body for these entries (SupportersSection's markup). */
export function supportersBody(
  username: string,
  creatorName: string,
  supporters: SupporterEntry[],
  now: Date,
) {
  if (supporters.length === 0) return element('p', { class: 'pp-muted sp-empty' }, M.empty);
  return element(
    'ol',
    { class: 'sp-list' },
    ...supporters.map((entry) => supporterEntryElement(username, creatorName, entry, now)),
  );
}

export function seeAllSupportersLink(username: string): HTMLAnchorElement {
  return element('a', { class: 'pp-text-link', href: publicUrls.supporters('', username) }, M.seeAll);
}
