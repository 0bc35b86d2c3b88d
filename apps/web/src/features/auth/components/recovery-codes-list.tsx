import { TWO_FACTOR_MESSAGES as M } from '@enlaza/shared/auth';
import { useEffect, useId, useRef } from 'react';
import { Button } from '../../../components/ui/button';

/** The ten recovery codes, shown this once, until the creator says they are kept. */
export function RecoveryCodesList({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  // Focus moves to the codes so a screen reader reads them as they appear.
  useEffect(() => titleRef.current?.focus(), []);
  return (
    <section className="two-factor-recovery" aria-labelledby={titleId}>
      <h3 id={titleId} ref={titleRef} tabIndex={-1} className="two-factor-subtitle">
        {M.recoveryTitle}
      </h3>
      <p className="field-hint">{M.recoveryIntro}</p>
      <ul className="two-factor-codes" aria-label={M.recoveryTitle}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <Button onClick={onDone}>{M.recoveryDone}</Button>
    </section>
  );
}
