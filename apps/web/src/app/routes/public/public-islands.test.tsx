import type { SupporterEntry } from '@enlaza/shared/donations';
import type { LiveGoalEvent } from '@enlaza/shared/live';
import type { PublicGoal, PublicPageInput, PublicProfile } from '@enlaza/shared/public';
import { screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateDonateButton } from '../../../features/checkout/islands/donate-island';
import { PublicMonthlyGoal } from '../../../features/monthly/components/public-monthly-goal';
import { activateMusic } from '../../../features/music-widget/islands/music-island';
import { PublicGoalCard } from '../../../features/public-profile/components/public-goal-card';
import { SupportersSection } from '../../../features/public-profile/components/supporters-section';
import { activateLiveProfile } from '../../../features/public-profile/islands/live-profile-island';
import { activateOwnerBackLink } from '../../../features/public-profile/islands/owner-back-island';
import { activateTrackedLinks } from '../../../features/public-profile/islands/tracked-links';
import { activateShareButtons } from '../../../features/share/islands/share-island';
import { sampleProfile } from '../../../testing/public-profile';
import { sampleUser, setupDomTests, signIn } from '../../../testing/setup-dom';
import { PublicPageView } from './public-page';

setupDomTests();

/** A stand-in EventSource the test drives by hand. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  readonly listeners = new Map<string, (message: MessageEvent<string>) => void>();
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (message: MessageEvent<string>) => void) {
    this.listeners.set(type, listener);
  }
  close() {}
  emit(event: LiveGoalEvent) {
    this.listeners.get('goal')?.(new MessageEvent('goal', { data: JSON.stringify(event) }));
  }
}

const goal: PublicGoal = {
  id: 1,
  title: 'Grabar el disco',
  description: 'Ocho canciones',
  current_amount: 45_000,
  target_amount: 100_000,
  percentage: 45,
  is_active: true,
  confirmed_transfers_amount: 0,
  indexing: null,
};

const entry = (id: string, overrides: Partial<SupporterEntry> = {}): SupporterEntry => ({
  id,
  name: `Persona ${id}`,
  amount: 1_500,
  message: '¡Vamos!',
  reply: null,
  replied_at: null,
  created_at: '2026-11-27T09:00:00.000Z',
  monthly: false,
  ...overrides,
});

const profile = (overrides: Partial<PublicProfile> = {}): PublicProfile =>
  sampleProfile({ goals: [goal], donations_enabled: true, ...overrides });

/** The page as the server sends it: React's markup, no React behind it. */
function serverPage(value: PublicProfile): HTMLElement {
  const input: PublicPageInput = {
    publicUrl: 'https://enlaza.ar',
    page: { kind: 'profile', profile: value },
  };
  document.body.innerHTML = `<div id="root">${renderToString(<PublicPageView input={input} />)}</div>`;
  return document.getElementById('root') as HTMLElement;
}

/** React's markup for an element, as DOM, text nodes joined (React splits them, the islands need not). */
function reactMarkup(element: React.ReactElement): Element {
  const host = document.createElement('div');
  host.innerHTML = renderToString(element).replace(/<!-- -->/g, '');
  host.normalize();
  return host.firstElementChild as Element;
}

function normalized(node: Element): Element {
  const copy = node.cloneNode(true) as Element;
  copy.normalize();
  return copy;
}

describe('public page islands (the server markup brought to life without React)', () => {
  beforeEach(() => {
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T12:00:00.000Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });

  it('links lead to their own URL once the script runs, and a click is counted once, in the background', () => {
    const beacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: beacon });
    const root = serverPage(profile());
    const link = root.querySelector('a.pp-link') as HTMLAnchorElement;
    expect(link.getAttribute('href')).toBe('/l/11');
    activateTrackedLinks(root);
    expect(link.getAttribute('href')).toBe('https://instagram.com/luna');
    link.addEventListener('click', (event) => event.preventDefault());
    link.click();
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(beacon).toHaveBeenCalledWith('/api/links/11/click');
  });

  it('moves the goal bar and shows new supporters live: the same markup React draws for those values', () => {
    const root = serverPage(profile({ supporters: [entry('a')], has_more_supporters: false }));
    const report = root.querySelector('[data-entry-id="a"] details') as HTMLDetailsElement;
    report.open = true;
    activateLiveProfile(root, profile({ supporters: [entry('a')] }));
    const stream = FakeEventSource.opened[0];
    expect(stream?.url).toBe('/api/public/luna/live');
    const raised = { ...goal, current_amount: 60_000, percentage: 60 };
    const supporters = [
      entry('b', { amount: null, message: null, reply: 'Gracias', monthly: true }),
      entry('a'),
    ];
    stream?.emit({ goal: raised, supporters });
    // A monthly supporter's charge carries its 'Mensual' mark (issue 30), live as on the server.
    expect(root.querySelector('[data-entry-id="b"] .sp-monthly')?.textContent).toBe('Mensual');
    expect(root.querySelector('[data-entry-id="a"] .sp-monthly')).toBeNull();

    // The card also holds 'Aportar': compare the parts the stream moves with React's for those values.
    const card = root.querySelector('.pp-goal') as Element;
    const expected = reactMarkup(<PublicGoalCard goal={raised} />);
    // The same width, written the way the DOM writes a style attribute.
    const fill = expected.querySelector<HTMLElement>('[role="progressbar"] > span');
    fill?.setAttribute('style', `width: ${fill.style.width};`);
    for (const part of ['.pp-goal-percent', '[role="progressbar"]', '.pp-goal-raised']) {
      expect(card.querySelector(part)?.isEqualNode(expected.querySelector(part)), part).toBe(true);
    }
    const section = normalized(root.querySelector('.sp-section') as Element);
    const drawn = reactMarkup(
      <SupportersSection
        username="luna"
        creatorName="Luna Martínez"
        supporters={supporters}
        hasMore={false}
        open
      />,
    );
    // The entry that was on the page kept its open 'Denunciar' form; otherwise the markup is React's.
    expect((section.querySelector('[data-entry-id="a"] details') as HTMLDetailsElement).open).toBe(true);
    section.querySelector('[data-entry-id="a"] details')?.removeAttribute('open');
    expect(section.isEqualNode(drawn)).toBe(true);
  });

  it("ignores another goal's values and shows the first supporter with 'Ver todos' on an empty wall", () => {
    const root = serverPage(profile());
    activateLiveProfile(root, profile());
    FakeEventSource.opened[0]?.emit({
      goal: { ...goal, id: 99, current_amount: 90_000 },
      supporters: [entry('c')],
    });
    expect(root.querySelector('.pp-goal-percent')?.textContent).toBe('45%');
    const section = normalized(root.querySelector('.sp-section') as Element);
    const drawn = reactMarkup(
      <SupportersSection
        username="luna"
        creatorName="Luna Martínez"
        supporters={[entry('c')]}
        hasMore={false}
        open
      />,
    );
    expect(section.isEqualNode(drawn)).toBe(true);
  });

  it("moves 'Meta mensual' live to the markup React draws for the new value, and hides it once removed (issue 34)", () => {
    const monthly = { kind: 'income' as const, target: 400_000, current: 120_000 };
    const root = serverPage(profile({ monthly_goal: monthly }));
    const card = root.querySelector('.pp-monthly-goal') as HTMLElement;
    expect(card.querySelector('.pp-monthly-goal-progress')?.textContent).toBe(
      '$\u00a0120.000 de $\u00a0400.000 por mes',
    );
    activateLiveProfile(root, profile({ monthly_goal: monthly }));
    const stream = FakeEventSource.opened[0];
    const moved = { ...monthly, current: 161_667 };
    stream?.emit({ goal, supporters: [], monthly_goal: moved });
    const expected = reactMarkup(<PublicMonthlyGoal goal={moved} />);
    const fill = expected.querySelector<HTMLElement>('[role="progressbar"] > span');
    fill?.setAttribute('style', `width: ${fill.style.width};`);
    for (const part of ['.pp-monthly-goal-percent', '[role="progressbar"]', '.pp-monthly-goal-progress']) {
      expect(card.querySelector(part)?.isEqualNode(expected.querySelector(part)), part).toBe(true);
    }
    expect(card.querySelector('.pp-monthly-goal-progress')?.textContent).toBe(
      '$\u00a0161.667 de $\u00a0400.000 por mes',
    );
    expect(card.hidden).toBe(false);
    stream?.emit({ goal, supporters: [] });
    expect(card.hidden).toBe(true);
  });

  it("shows the arrow back to the dashboard to the profile's owner only", () => {
    let root = serverPage(profile());
    activateOwnerBackLink(root);
    expect(root.querySelector('a[href="/dashboard"]')).toBeNull();
    signIn(sampleUser({ username: 'luna' }));
    root = serverPage(profile());
    activateOwnerBackLink(root);
    expect(screen.getByRole('link', { name: 'Volver al dashboard' }).getAttribute('href')).toBe('/dashboard');
  });

  it("copies the link when the device cannot share, and says so in the button's status line", async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    const root = serverPage(profile());
    activateShareButtons(root);
    screen.getByRole('button', { name: 'Compartir perfil' }).click();
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Enlace copiado al portapapeles'),
    );
    expect(writeText).toHaveBeenCalledWith('https://enlaza.ar/u/luna');
  });

  it("turns 'Aportar' into the button that opens the donation dialog", async () => {
    const root = serverPage(profile());
    expect(screen.getByRole('link', { name: 'Aportar' }).getAttribute('href')).toBe('/u/luna/aportar');
    activateDonateButton(root, { goalId: 1, goalTitle: goal.title, creatorName: 'Luna Martínez' });
    const button = screen.getByRole('button', { name: 'Aportar' });
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    button.click();
    expect(await screen.findByRole('dialog', { name: 'Apoyar a Luna Martínez' })).toBeTruthy();
  });

  it('offers the preview toggle only with a preview audio, and counts the way to Spotify', () => {
    const beacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: beacon });
    const content = {
      content_type: 'track' as const,
      name: 'Signos',
      artist: 'Soda Stereo',
      image_url: null,
      spotify_url: 'https://open.spotify.com/track/x',
      preview_url: 'https://p.scdn.co/x.mp3',
    };
    const root = serverPage(profile({ spotify_connection: { content } }));
    expect(root.querySelector('.pp-music button')).toBeNull();
    // Without the script the preview is the audio file; the toggle takes the link's place.
    const audioLink = screen.getByRole('link', { name: 'Preview' });
    expect(audioLink.getAttribute('href')).toBe('https://p.scdn.co/x.mp3');
    const slot = audioLink.previousElementSibling;
    activateMusic(root, 'luna', content);
    expect(screen.queryByRole('link', { name: 'Preview' })).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Preview' });
    expect(toggle.previousElementSibling).toBe(slot);
    expect(toggle.className).toBe(audioLink.className);
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    const listen = screen.getByRole('link', { name: 'Escuchar en Spotify' });
    listen.addEventListener('click', (event) => event.preventDefault());
    listen.click();
    expect(beacon).toHaveBeenCalledWith(
      '/api/public/luna/music-click',
      JSON.stringify({ url: 'https://open.spotify.com/track/x' }),
    );
  });
});
