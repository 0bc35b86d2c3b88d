import { describe, expect, it } from 'vitest';
import { parseClientConfig } from '../config/client-config';
import { dashboardRouteName, paths } from '../config/paths';
import { splitCallbackParams } from './oauth-callback';

describe('splitCallbackParams', () => {
  it('separates mp_ and spotify_ parameters from the rest', () => {
    expect(splitCallbackParams('?mp_success=true&spotify_error=access_denied&period=7d&x=1')).toEqual({
      callback: { mp_success: 'true', spotify_error: 'access_denied' },
      rest: '?period=7d&x=1',
    });
    expect(splitCallbackParams('?mp_error=denied')).toEqual({ callback: { mp_error: 'denied' }, rest: '' });
    expect(splitCallbackParams('')).toEqual({ callback: {}, rest: '' });
    expect(splitCallbackParams('?mpx=1').callback).toEqual({});
  });
});

describe('client configuration', () => {
  it('reads the embedded JSON and falls back safely', () => {
    expect(
      parseClientConfig('{"publicUrl":"https://enlaza.ar/","features":{"donationsScreen":true}}'),
    ).toEqual({
      publicUrl: 'https://enlaza.ar',
      features: { donationsScreen: true, analyticsScreen: false },
    });
    const fallback = parseClientConfig('{not json');
    expect(fallback.publicUrl).toBe(window.location.origin);
    expect(fallback.features).toEqual({ donationsScreen: false, analyticsScreen: false });
    expect(parseClientConfig(null).features.analyticsScreen).toBe(false);
  });
});

describe('paths', () => {
  it('names dashboard routes for their titles', () => {
    expect(dashboardRouteName('/dashboard')).toBe('dashboard');
    expect(dashboardRouteName('/dashboard/profile/')).toBe('profile-edit');
    expect(dashboardRouteName('/dashboard/links')).toBe('links-manage');
    expect(dashboardRouteName('/login')).toBeNull();
    expect(paths.public.event.getHref('luna', 12)).toBe('/e/luna/12');
    expect(paths.auth.resetPassword.getHref('a b')).toBe('/reset-password?token=a%20b');
  });
});
