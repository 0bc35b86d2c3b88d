/**
 * The page's look beyond its colours (issue 24): the font, the shape of the link buttons and an
 * uploaded background image. Fonts ship with the web build (@fontsource, Latin subset); 'system'
 * loads no file at all.
 */
export const FONTS = ['system', 'inter', 'poppins', 'lora', 'playfair', 'space-mono'] as const;
export type FontId = (typeof FONTS)[number];

export const BUTTON_STYLES = ['filled', 'outline', 'rounded', 'shadow'] as const;
export type ButtonStyle = (typeof BUTTON_STYLES)[number];

export const DEFAULT_FONT: FontId = 'system';
/** 'Sombra' is the look every page had before the choice existed. */
export const DEFAULT_BUTTON_STYLE: ButtonStyle = 'shadow';

/** The classes the public page's root carries for its font and button style (public.css draws each). */
export const lookClasses = (font: FontId, style: ButtonStyle) => `pp-font-${font} pp-buttons-${style}`;
