import { TRANSFER_TEXTS as T } from '@enlaza/shared/transfers';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';

/** 'Copiar': puts `value` on the clipboard and says 'Copiado' for a moment. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      setTimeout(() => setCopied(false), 2_000);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Button variant="secondary" size="sm" aria-label={label} onClick={() => void copy()}>
      {copied ? T.copied : T.copy}
    </Button>
  );
}
