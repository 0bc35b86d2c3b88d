import {
  type BackgroundStyle,
  type ButtonStyle,
  backgroundOverlay,
  type FontId,
  type Theme,
  themeBackground,
} from '@enlaza/shared/theme';

/** The theme's columns of a users row (migration 0026 added the look's, 0029 the phone background). */
export interface ThemeRow {
  theme_primary_color: string;
  theme_accent_color: string;
  theme_background_style: string;
  theme_font: string;
  theme_button_style: string;
  background_image: string | null;
  background_image_small: string | null;
  background_light: string | null;
  background_dark: string | null;
}

/**
 * The theme as it leaves the server (a stored value outside the contract is refused by the response
 * schema, not hidden), with the veil over a background image computed for this theme's text colour.
 */
export function presentThemeRow(row: ThemeRow): Theme {
  const theme: Theme = {
    primary_color: row.theme_primary_color,
    accent_color: row.theme_accent_color,
    background_style: row.theme_background_style as BackgroundStyle,
    font: row.theme_font as FontId,
    button_style: row.theme_button_style as ButtonStyle,
    background_url: row.background_image,
    // Only beside the large file: the phone file never outlives it.
    background_small_url: row.background_image ? row.background_image_small : null,
    background_overlay: 0,
  };
  if (!theme.background_url) return theme;
  const sample = {
    light: row.background_light ?? '#ffffff',
    dark: row.background_dark ?? '#000000',
  };
  return {
    ...theme,
    background_overlay: backgroundOverlay(themeBackground(theme).pageText, sample).opacity,
  };
}
