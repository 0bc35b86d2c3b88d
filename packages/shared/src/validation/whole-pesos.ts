import { z } from 'zod';
import { Money } from '../money/money';

/** A field's own texts for each way a typed amount is refused. */
export interface WholePesosTexts {
  missing: string;
  invalid: string;
  negative: string;
  centavos: string;
  min: string;
  max: string;
}

/**
 * A typed amount in whole pesos between `min` and `max` (read by Money.parseWholePesos: '2.000' is
 * 2000; numbers or text), refused with the field's own text; pesos come out.
 */
export function wholePesosWithin(min: number, max: number, texts: WholePesosTexts) {
  const lowest = Money.fromPesos(min);
  const highest = Money.fromPesos(max);
  return z.unknown().transform((value, ctx) => {
    const refuse = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    const parsed = Money.parseWholePesos(value);
    if (!parsed.ok) return refuse(texts[parsed.reason]);
    if (parsed.money.compare(lowest) < 0) return refuse(texts.min);
    if (parsed.money.compare(highest) > 0) return refuse(texts.max);
    return parsed.money.pesos;
  });
}
