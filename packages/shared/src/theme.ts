export const BACKGROUND_STYLES = ['gradient', 'subtle', 'vibrant', 'professional'] as const;
export type BackgroundStyle = (typeof BACKGROUND_STYLES)[number];

export interface Theme {
  primary_color: string;
  accent_color: string;
  background_style: BackgroundStyle;
}

export const DEFAULT_THEME: Theme = {
  primary_color: '#6366f1',
  accent_color: '#f59e0b',
  background_style: 'gradient',
};

export const BACKGROUND_STYLE_LABELS: Record<BackgroundStyle, string> = {
  gradient: 'Gradiente Clásico',
  subtle: 'Minimalista',
  vibrant: 'Vibrante',
  professional: 'Profesional',
};

export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;
