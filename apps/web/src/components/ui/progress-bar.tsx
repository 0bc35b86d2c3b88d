interface ProgressBarProps {
  /** 0..100, already capped by the caller. */
  value: number;
  /** The track's class: each place styles its own bar (theme colours on the public page). */
  className: string;
  fillClassName?: string;
  label?: string;
  labelledBy?: string;
  valueText?: string;
}

/** A horizontal progress bar with its accessible name and value (role="progressbar"). */
export function ProgressBar({
  value,
  className,
  fillClassName,
  label,
  labelledBy,
  valueText,
}: ProgressBarProps) {
  return (
    <div
      className={className}
      role="progressbar"
      aria-label={label}
      aria-labelledby={labelledBy}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(value)}
      aria-valuetext={valueText}
    >
      <span className={fillClassName} style={{ width: `${value}%` }} />
    </div>
  );
}
