import type { PaletteColor } from '@enlaza/shared/theme';
import { IconCheck } from '../../../components/ui/icons';

interface ColorSwatchesProps {
  legend: string;
  name: string;
  palette: readonly PaletteColor[];
  value: string;
  error?: string | undefined;
  onChange: (value: string) => void;
}

/** A palette as a radio group: each colour is a real radio input with its Spanish name. */
export function ColorSwatches({ legend, name, palette, value, error, onChange }: ColorSwatchesProps) {
  const options = palette.some((c) => c.value === value)
    ? palette
    : [...palette, { name: 'Personalizado', value }];
  return (
    <fieldset className="swatch-group">
      <legend className="field-label">{legend}</legend>
      <div className="swatches">
        {options.map((color) => (
          <label key={color.value} className="swatch">
            <input
              type="radio"
              className="swatch-input"
              name={name}
              value={color.value}
              checked={color.value === value}
              onChange={() => onChange(color.value)}
            />
            <span className="swatch-color" style={{ background: color.value }} aria-hidden="true">
              <IconCheck size={16} />
            </span>
            <span className="swatch-name">{color.name}</span>
          </label>
        ))}
      </div>
      {error ? <p className="field-error">{error}</p> : null}
    </fieldset>
  );
}
