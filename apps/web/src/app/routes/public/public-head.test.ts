import type { PublicPageInput, PublicProfile } from '@enlaza/shared/public';
import { describe, expect, it } from 'vitest';
import { sampleProfile } from '../../../testing/public-profile';
import { absoluteUrl, headFields, publicHead } from './public-head';

const base = 'https://enlaza.ar';

function profile(overrides: Partial<PublicProfile> = {}): PublicPageInput {
  return {
    publicUrl: base,
    page: {
      kind: 'profile',
      profile: sampleProfile({
        full_name: 'Lucía',
        username: 'demo',
        bio: 'Cantautora',
        category: null,
        links: [],
        ...overrides,
      }),
    },
  };
}

describe('public page head', () => {
  it('makes image addresses absolute and drops anything else', () => {
    expect(absoluteUrl(base, '/uploads/a.webp')).toBe('https://enlaza.ar/uploads/a.webp');
    expect(absoluteUrl(base, 'https://cdn.example.com/a.jpg')).toBe('https://cdn.example.com/a.jpg');
    expect(absoluteUrl(base, '//evil.example/a.jpg')).toBeNull();
    expect(absoluteUrl(base, 'javascript:alert(1)')).toBeNull();
    expect(absoluteUrl(base, null)).toBeNull();
  });

  it('describes a profile, with the avatar or the default image', () => {
    expect(headFields(profile())).toEqual({
      title: 'Lucía (@demo) | Enlazá',
      description: 'Cantautora',
      canonical: 'https://enlaza.ar/u/demo',
      image: 'https://enlaza.ar/og-default.png',
      type: 'profile',
    });
    expect(headFields(profile({ profile_image: '/uploads/x.webp', bio: '' }))).toMatchObject({
      description: 'Enlaces, objetivos y eventos de Lucía en Enlazá.',
      image: 'https://enlaza.ar/uploads/x.webp',
    });
  });

  it('escapes every value and marks missing pages as not for indexing', () => {
    const head = publicHead(
      profile({ full_name: '</title><script>x</script>', bio: '"quoted" & \'single\'' }),
    );
    expect(head).toContain('<title>&lt;/title&gt;&lt;script&gt;x&lt;/script&gt; (@demo) | Enlazá</title>');
    expect(head).toContain('content="&quot;quoted&quot; &amp; &#39;single&#39;"');
    expect(head).not.toContain('<script>');
    const missing = publicHead({
      publicUrl: base,
      page: { kind: 'not-found', what: 'profile', username: 'x' },
    });
    expect(missing).toContain('<title>Perfil no encontrado | Enlazá</title>');
    expect(missing).toContain('<meta name="robots" content="noindex" />');
    expect(missing).not.toContain('canonical');
  });
});
