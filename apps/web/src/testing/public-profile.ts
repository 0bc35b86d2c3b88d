import type { PublicLink, PublicProfile } from '@enlaza/shared/public';

/** A public link as the server presents it: a plain button, no thumbnail. */
export function sampleLink(id: number, overrides: Partial<PublicLink> = {}): PublicLink {
  return {
    id,
    title: 'Instagram',
    url: 'https://instagram.com/luna',
    icon: 'pi pi-instagram',
    order_position: 1,
    thumbnail_url: null,
    embed: null,
    ...overrides,
  };
}

/** A creator's public profile with every block empty but one link; tests add what they show. */
export function sampleProfile(overrides: Partial<PublicProfile> = {}): PublicProfile {
  return {
    full_name: 'Luna Martínez',
    username: 'luna',
    bio: 'Música de Rosario',
    profile_image: null,
    sensitive_content: false,
    category: { icon: '🎵', name: 'Música' },
    theme: { primary_color: '#6366f1', accent_color: '#f59e0b', background_style: 'gradient' },
    links: [sampleLink(11)],
    social: [],
    goals: [],
    donation_chips: null,
    spotify_connection: null,
    donations_enabled: false,
    upcoming_events: [],
    has_more_events: false,
    supporters: [],
    has_more_supporters: false,
    monthly_tiers: [],
    monthly_goal: null,
    fan_signup: false,
    posts: [],
    transfer: null,
    ...overrides,
  };
}
