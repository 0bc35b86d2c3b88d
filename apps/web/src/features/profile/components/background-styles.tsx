import {
  BACKGROUND_STYLE_LABELS,
  BACKGROUND_STYLES,
  type Theme,
  themeBackground,
} from '@enlaza/shared/theme';

interface BackgroundStylesProps {
  theme: Theme;
  error?: string | undefined;
  onChange: (value: string) => void;
}

/** The four page backgrounds as radio cards, each painted with the creator's current colours. */
export function BackgroundStyles({ theme, error, onChange }: BackgroundStylesProps) {
  return (
    <fieldset className="swatch-group">
      <legend className="field-label">Estilo de fondo</legend>
      <div className="bg-styles">
        {BACKGROUND_STYLES.map((style) => {
          const look = themeBackground({ ...theme, background_style: style });
          return (
            <label key={style} className="bg-style">
              <input
                type="radio"
                className="swatch-input"
                name="background_style"
                value={style}
                checked={theme.background_style === style}
                onChange={() => onChange(style)}
              />
              <span
                className="bg-style-sample"
                style={{ backgroundColor: look.pageColor, backgroundImage: look.pageBackground }}
                aria-hidden="true"
              >
                <span style={{ background: look.cardBackground }} />
                <span style={{ background: look.buttonBackground }} />
              </span>
              <span className="bg-style-name">{BACKGROUND_STYLE_LABELS[style]}</span>
            </label>
          );
        })}
      </div>
      {error ? <p className="field-error">{error}</p> : null}
    </fieldset>
  );
}
