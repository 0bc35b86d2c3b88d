import { DEFAULT_THEME } from '@enlaza/shared/theme';
import { describe, expect, it } from 'vitest';
import { sampleUser } from '../../../testing/setup-dom';
import {
  profileFieldErrors,
  profileFormFromUser,
  themeChanged,
  themeFromForm,
  toProfilePayload,
  toThemePayload,
} from './profile-form';

describe('profile form mapping', () => {
  it('fills the form from the stored creator', () => {
    const values = profileFormFromUser(
      sampleUser({
        bio: 'Cantante',
        category_id: 3,
        theme: { primary_color: '#ec4899', accent_color: '#84cc16', background_style: 'vibrant' },
      }),
    );
    expect(values).toEqual({
      full_name: 'Luna Martínez',
      username: 'luna',
      bio: 'Cantante',
      category_id: '3',
      primary_color: '#ec4899',
      accent_color: '#84cc16',
      background_style: 'vibrant',
      font: 'system',
      button_style: 'shadow',
    });
  });

  it('uses the default theme and no category when the creator has none', () => {
    const user = sampleUser({ category_id: null });
    // Older sessions may carry no theme at all, or one in camel case.
    const values = profileFormFromUser({ ...user, theme: undefined as unknown as typeof user.theme });
    expect(values.category_id).toBe('');
    expect(themeFromForm(values)).toEqual(DEFAULT_THEME);
    const camel = { primaryColor: '#ef4444', accentColor: '#eab308', backgroundStyle: 'subtle' };
    expect(
      profileFormFromUser({ ...user, theme: camel as unknown as typeof user.theme }).background_style,
    ).toBe('subtle');
  });

  it('sends an empty category as null and a chosen one as a number', () => {
    const values = profileFormFromUser(sampleUser());
    expect(toProfilePayload(values)).toEqual({
      full_name: 'Luna Martínez',
      username: 'luna',
      bio: '',
      category_id: null,
    });
    expect(toProfilePayload({ ...values, category_id: '5' }).category_id).toBe(5);
  });

  it('sends the theme in snake case and notices when it changed', () => {
    const saved = profileFormFromUser(sampleUser());
    const edited = { ...saved, accent_color: '#d946ef', background_style: 'professional' };
    expect(toThemePayload(edited)).toEqual({
      primary_color: '#6366f1',
      accent_color: '#d946ef',
      background_style: 'professional',
      font: 'system',
      button_style: 'shadow',
    });
    expect(themeChanged(saved, saved)).toBe(false);
    expect(themeChanged(edited, saved)).toBe(true);
    expect(themeChanged({ ...saved, font: 'lora' }, saved)).toBe(true);
    expect(themeChanged({ ...saved, button_style: 'filled' }, saved)).toBe(true);
    expect(themeChanged({ ...saved, bio: 'otra' }, saved)).toBe(false);
  });

  it('puts server field errors on the matching fields', () => {
    expect(
      profileFieldErrors([
        { field: 'username', message: 'Este nombre de usuario ya está en uso' },
        { field: 'name', message: 'El nombre es requerido' },
        { field: 'theme.primary_color', message: 'El color debe tener el formato #rrggbb' },
        { field: 'username', message: 'segundo mensaje ignorado' },
        { field: 'password', message: 'no es de este formulario' },
      ]),
    ).toEqual({
      username: 'Este nombre de usuario ya está en uso',
      full_name: 'El nombre es requerido',
      primary_color: 'El color debe tener el formato #rrggbb',
    });
  });
});
