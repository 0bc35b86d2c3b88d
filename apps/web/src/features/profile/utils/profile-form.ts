import type { SessionUser } from '@enlaza/shared/auth';
import type { FieldError } from '@enlaza/shared/http';
import type { ProfileInput, ThemeInput } from '@enlaza/shared/profile';
import type { Theme } from '@enlaza/shared/theme';
import { resolveTheme } from '@enlaza/shared/theme';

/** The editor's fields, all as the strings the inputs hold ('' = no category). */
export type ProfileFormValues = {
  full_name: string;
  username: string;
  bio: string;
  category_id: string;
  primary_color: string;
  accent_color: string;
  background_style: string;
  font: string;
  button_style: string;
};

export const PROFILE_FIELDS = [
  'full_name',
  'username',
  'bio',
  'category_id',
  'primary_color',
  'accent_color',
  'background_style',
  'font',
  'button_style',
] as const satisfies ReadonlyArray<keyof ProfileFormValues>;

/** The form as the stored creator fills it; the theme may come in either case or be missing. */
export function profileFormFromUser(user: SessionUser): ProfileFormValues {
  const theme = resolveTheme(user.theme);
  return {
    full_name: user.full_name ?? '',
    username: user.username ?? '',
    bio: user.bio ?? '',
    category_id: user.category_id === null || user.category_id === undefined ? '' : String(user.category_id),
    primary_color: theme.primary_color,
    accent_color: theme.accent_color,
    background_style: theme.background_style,
    font: theme.font,
    button_style: theme.button_style,
  };
}

/** PUT /users/profile body (spec 02 §7): an empty category is sent as null. */
export function toProfilePayload(values: ProfileFormValues): ProfileInput {
  return {
    full_name: values.full_name,
    username: values.username,
    bio: values.bio,
    category_id: values.category_id === '' ? null : Number(values.category_id),
  };
}

/** PUT /users/profile/theme body. */
export function toThemePayload(values: ProfileFormValues): ThemeInput {
  return {
    primary_color: values.primary_color,
    accent_color: values.accent_color,
    background_style: values.background_style as ThemeInput['background_style'],
    font: values.font as ThemeInput['font'],
    button_style: values.button_style as ThemeInput['button_style'],
  };
}

/**
 * The theme the form currently shows, completed with the defaults for the preview; the background
 * image and its veil are the stored ones (uploading saves them at once).
 */
export function themeFromForm(values: ProfileFormValues, stored?: unknown): Theme {
  const image = resolveTheme(stored);
  return resolveTheme({
    ...toThemePayload(values),
    background_url: image.background_url,
    background_small_url: image.background_small_url,
    background_overlay: image.background_overlay,
  });
}

export function themeChanged(values: ProfileFormValues, saved: ProfileFormValues): boolean {
  return (
    values.primary_color !== saved.primary_color ||
    values.accent_color !== saved.accent_color ||
    values.background_style !== saved.background_style ||
    values.font !== saved.font ||
    values.button_style !== saved.button_style
  );
}

function isProfileField(field: string): field is keyof ProfileFormValues {
  return (PROFILE_FIELDS as readonly string[]).includes(field);
}

/**
 * Server field errors on the editor's fields: `name`/`fullName` land on the name, theme fields
 * (`theme.primary_color` or bare) on their swatches. Unknown fields are left for the form-level message.
 */
export function profileFieldErrors(
  errors: readonly FieldError[],
): Partial<Record<keyof ProfileFormValues, string>> {
  const aliases: Record<string, keyof ProfileFormValues> = {
    name: 'full_name',
    fullName: 'full_name',
    categoryId: 'category_id',
  };
  const out: Partial<Record<keyof ProfileFormValues, string>> = {};
  for (const { field, message } of errors) {
    const bare = field.startsWith('theme.') ? field.slice('theme.'.length) : field;
    const target = aliases[bare] ?? (isProfileField(bare) ? bare : undefined);
    if (target && !out[target]) out[target] = message;
  }
  return out;
}
