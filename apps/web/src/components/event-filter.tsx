import { SelectField } from './ui/select-field';

interface EventFilterProps {
  label: string;
  /** The first option: no event chosen. */
  allLabel: string;
  events: ReadonlyArray<{ id: number; title: string }>;
  value: number | null;
  onChange: (eventId: number | null) => void;
  className?: string;
}

/** A select narrowing a screen to one of the creator's events (donations, statistics). */
export function EventFilter({ label, allLabel, events, value, onChange, className }: EventFilterProps) {
  return (
    <SelectField
      label={label}
      className={className}
      options={[
        { value: '', label: allLabel },
        ...events.map((event) => ({ value: String(event.id), label: event.title })),
      ]}
      value={value === null ? '' : String(value)}
      onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
    />
  );
}
