import { LOOK_MESSAGES } from '@enlaza/shared/profile';
import {
  BUTTON_STYLE_LABELS,
  BUTTON_STYLES,
  FONT_LABELS,
  FONT_STACKS,
  FONTS,
  type FontId,
} from '@enlaza/shared/theme';
import { SelectField } from '../../../components/ui/select-field';

interface LookChoicesProps {
  font: string;
  buttonStyle: string;
  errors: { font?: string | undefined; button_style?: string | undefined };
  onFont: (value: string) => void;
  onButtonStyle: (value: string) => void;
}

/** 'Fuente' and 'Estilo de botones' of the appearance section; the preview shows the result. */
export function LookChoices({ font, buttonStyle, errors, onFont, onButtonStyle }: LookChoicesProps) {
  return (
    <>
      <SelectField
        label={LOOK_MESSAGES.fontTitle}
        name="font"
        value={font}
        error={errors.font}
        options={FONTS.map((id) => ({ value: id, label: FONT_LABELS[id] }))}
        onChange={(event) => onFont(event.target.value)}
        style={{ fontFamily: FONT_STACKS[font as FontId] ?? FONT_STACKS.system }}
      />
      <fieldset className="swatch-group">
        <legend className="field-label">{LOOK_MESSAGES.buttonStyleTitle}</legend>
        <div className="button-styles">
          {BUTTON_STYLES.map((style) => (
            <label key={style} className="button-style">
              <input
                type="radio"
                className="swatch-input"
                name="button_style"
                value={style}
                checked={buttonStyle === style}
                onChange={() => onButtonStyle(style)}
              />
              <span className={`button-style-sample button-style-${style}`} aria-hidden="true" />
              <span className="bg-style-name">{BUTTON_STYLE_LABELS[style]}</span>
            </label>
          ))}
        </div>
        {errors.button_style ? <p className="field-error">{errors.button_style}</p> : null}
      </fieldset>
    </>
  );
}
