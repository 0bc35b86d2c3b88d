import { Money } from '@enlaza/shared/money';
import { type MonthlyTier, MONTHLY_SHAPE_MESSAGES as S } from '@enlaza/shared/monthly';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { getClientConfig } from '../../../config/client-config';
import { useAuth } from '../../../lib/auth/auth-context';

const T = S.presetLinks;

/** `/u/{username}/aportar?monto=2000`: the one-off donation form with the amount typed. */
export function donateLinkWithAmount(publicUrl: string, username: string, pesos: number): string {
  return `${publicUrl}/u/${encodeURIComponent(username)}/aportar?monto=${pesos}`;
}

/** `/u/{username}/mensual/{tierId}?frecuencia=anual`: the tier's form with 'Anual' chosen. */
export function yearlyTierLink(publicUrl: string, username: string, tierId: number): string {
  return `${publicUrl}/u/${encodeURIComponent(username)}/mensual/${tierId}?frecuencia=anual`;
}

/**
 * Links with a preset (issue 34): 'Copiar enlace con monto' for the donation form, and each tier
 * offered yearly its 'Copiar enlace anual'. The link shows as text too, for copying by hand.
 */
export function PresetLinksCard({ tiers }: { tiers: readonly MonthlyTier[] }) {
  const { user } = useAuth();
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [copied, setCopied] = useState<{ url: string; ok: boolean } | null>(null);
  if (!user) return null;
  const { publicUrl } = getClientConfig();

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied({ url, ok: true });
    } catch {
      setCopied({ url, ok: false });
    }
  };
  const copyAmount = () => {
    const parsed = Money.parseWholePesos(amount);
    if (!parsed.ok || parsed.money.pesos < 1) {
      setError(S.amountInvalid);
      return;
    }
    setError(undefined);
    void copy(donateLinkWithAmount(publicUrl, user.username, parsed.money.pesos));
  };

  return (
    <section className="monthly-section panel" aria-labelledby="monthly-links-title">
      <h2 id="monthly-links-title" className="monthly-subtitle">
        {T.title}
      </h2>
      <p className="monthly-muted">{T.intro}</p>
      <TextField
        label={T.amount}
        name="preset_amount"
        inputMode="numeric"
        value={amount}
        error={error}
        onChange={(e) => setAmount(e.target.value)}
      />
      <Button variant="secondary" size="sm" onClick={copyAmount}>
        {S.copyAmountLink}
      </Button>
      {tiers
        .filter((tier) => tier.yearly_amount !== null && tier.active)
        .map((tier) => (
          <Button
            key={tier.id}
            variant="secondary"
            size="sm"
            onClick={() => void copy(yearlyTierLink(publicUrl, user.username, tier.id))}
          >
            {`${S.copyYearlyLink}: ${tier.name}`}
          </Button>
        ))}
      <p className="monthly-muted" role="status">
        {copied ? `${copied.ok ? S.linkCopied : T.copyFailed} ${copied.url}` : ''}
      </p>
    </section>
  );
}
