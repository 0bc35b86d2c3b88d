import { DEFAULT_THEME, type Theme } from '@enlaza/shared/theme';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupDomTests } from '../../../testing/setup-dom';
import { ProfilePreview } from './profile-preview';

setupDomTests();

const link = (id: number, isActive = true) => ({
  id,
  title: `Enlace ${id}`,
  url: `https://example.com/${id}`,
  icon: 'pi pi-link',
  is_active: isActive,
  active: isActive,
  click_count: 0,
  clicks: 0,
  order_position: id,
  display: 'button' as const,
  thumbnail_url: null,
  starts_at: null,
  ends_at: null,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
});

function renderPreview(links: ReturnType<typeof link>[], theme: Theme = DEFAULT_THEME) {
  const { container } = render(
    <ProfilePreview
      name="Luna"
      username="luna"
      bio=""
      avatar={null}
      category={null}
      theme={theme}
      content={{ loading: false, links, goal: null, events: [], eventsTotal: 0, music: null }}
      now={new Date('2026-06-01T12:00:00Z')}
    />,
  );
  return container;
}

const linkList = (links: ReturnType<typeof link>[]) => {
  renderPreview(links);
  return within(screen.getByRole('list', { name: 'Enlaces' }));
};

describe('profile preview links', () => {
  it('shows four links and says how many more the public page has', () => {
    const list = linkList([1, 2, 3, 4, 5, 6, 7].map((id) => link(id, id !== 6)));
    expect(list.getAllByText(/^Enlace \d$/)).toHaveLength(4);
    expect(list.getByText('+2 enlaces más')).toBeTruthy();
  });

  it('says it in the singular', () => {
    expect(linkList([1, 2, 3, 4, 5].map((id) => link(id))).getByText('+1 enlace más')).toBeTruthy();
  });

  it('adds no line when every active link is shown', () => {
    const list = linkList([1, 2, 3, 4, 5].map((id) => link(id, id !== 2)));
    expect(list.queryByText(/más$/)).toBeNull();
  });
});

describe('profile preview background', () => {
  it('draws the phone file under the veil, as a phone shows the page', () => {
    const container = renderPreview([], {
      ...DEFAULT_THEME,
      background_url: '/uploads/grande.webp',
      background_small_url: '/uploads/chico.webp',
      background_overlay: 0.5,
    });
    const preview = container.querySelector<HTMLElement>('.public-preview');
    const background = preview?.style.getPropertyValue('--theme-page-bg') ?? '';
    expect(background).toContain('rgba(0, 0, 0, 0.50)');
    expect(background).toContain('url("/uploads/chico.webp")');
    expect(background).not.toContain('grande.webp');
  });
});
