/**
 * Amounts of Argentine pesos. Inside: integer centavos (what the database stores in `*_cents`).
 * At the edge: pesos (what the API speaks and people read). Every conversion between the two goes
 * through here.
 */

const CENTS_PER_PESO = 100;
/** Whole pesos as a person types them: digits, or es-AR thousands groups ('1.500', '1.500.000'). */
const WHOLE_PESOS = String.raw`(?:\d{1,15}|\d{1,3}(?:\.\d{3}){1,4})`;
const WHOLE_PESOS_TEXT = new RegExp(`^${WHOLE_PESOS}$`);
/** The same with a minus sign, or with centavos after a ',' or '.': refused, but told apart. */
const NEGATIVE_PESOS_TEXT = new RegExp(`^-\\s*${WHOLE_PESOS}(?:[.,]\\d+)?$`);
const PESOS_WITH_CENTAVOS_TEXT = new RegExp(`^${WHOLE_PESOS}[.,]\\d{1,2}$`);
/** Largest whole amount whose centavos stay exact integers. */
const MAX_WHOLE_PESOS = Math.floor(Number.MAX_SAFE_INTEGER / CENTS_PER_PESO);

/** What a person reads when a typed amount is not whole pesos (donations; goals' centavos). */
export const MONEY_MESSAGES = {
  wholePesos: 'Ingresa un monto en pesos, sin centavos',
} as const;

// Made on first use: a browser's first Intl formatter loads the locale data (≈90 ms on a throttled
// phone), and every page's script imports this module, most without showing an amount.
let ars: Intl.NumberFormat | undefined;

export type WholePesosParse =
  | { ok: true; money: Money }
  | { ok: false; reason: 'missing' | 'invalid' | 'negative' | 'centavos'; message: string };

export class Money {
  private constructor(readonly cents: number) {}

  static readonly zero = new Money(0);

  /** Integer centavos, as stored; database drivers may hand sums back as strings or bigints. */
  static fromCents(cents: number | string | bigint): Money {
    const value = Number(cents);
    if (!Number.isSafeInteger(value)) throw new RangeError(`not a whole number of centavos: ${cents}`);
    return new Money(value);
  }

  /**
   * A peso amount that is already a number (a provider's `transaction_amount`, a validated input),
   * rounded to the centavo.
   */
  static fromPesos(pesos: number): Money {
    if (!Number.isFinite(pesos)) throw new RangeError(`not an amount of pesos: ${pesos}`);
    return new Money(Math.round(pesos * CENTS_PER_PESO));
  }

  /**
   * The one reading of an amount a person types (donors, creators, the API's clients): whole pesos.
   * A number must be a non-negative whole number; a text is digits, where '.' may only group
   * thousands as es-AR writes them ('1.500' and '1500' are both 1500). Decimals, signs, commas,
   * exponents or any other character are refused, never rounded or re-read; blank is refused as
   * missing. The reason tells a minus sign and centavos apart, for fields that name them.
   */
  static parseWholePesos(value: unknown): WholePesosParse {
    const refuse = (reason: 'missing' | 'invalid' | 'negative' | 'centavos'): WholePesosParse => ({
      ok: false,
      reason,
      message: MONEY_MESSAGES.wholePesos,
    });
    if (value === undefined || value === null) return refuse('missing');
    let pesos: number;
    if (typeof value === 'number') {
      if (!Number.isFinite(value)) return refuse('invalid');
      if (value < 0) return refuse('negative');
      if (!Number.isInteger(value)) return refuse('centavos');
      pesos = value;
    } else if (typeof value === 'string') {
      const text = value.trim();
      if (!text) return refuse('missing');
      if (!WHOLE_PESOS_TEXT.test(text)) {
        if (NEGATIVE_PESOS_TEXT.test(text)) return refuse('negative');
        return refuse(PESOS_WITH_CENTAVOS_TEXT.test(text) ? 'centavos' : 'invalid');
      }
      pesos = Number(text.replaceAll('.', ''));
    } else {
      return refuse('invalid');
    }
    return pesos <= MAX_WHOLE_PESOS
      ? { ok: true, money: new Money(pesos * CENTS_PER_PESO) }
      : refuse('invalid');
  }

  /** The amount in pesos, for the API edge (at most two decimals). */
  get pesos(): number {
    return this.cents / CENTS_PER_PESO;
  }

  plus(other: Money): Money {
    return new Money(this.cents + other.cents);
  }

  minus(other: Money): Money {
    return new Money(this.cents - other.cents);
  }

  /** `percent` per cent of this amount, rounded to the centavo. */
  percent(percent: number): Money {
    return new Money(Math.round((this.cents * percent) / 100));
  }

  /** The average of `count` amounts that add up to this one, rounded to the centavo; zero for none. */
  averageOver(count: number): Money {
    return count > 0 ? new Money(Math.round(this.cents / count)) : Money.zero;
  }

  /** Rounded to whole pesos (half up). */
  roundedToPesos(): Money {
    return new Money(Math.round(this.cents / CENTS_PER_PESO) * CENTS_PER_PESO);
  }

  /** Kept between zero and `max`. */
  clamp(max: Money): Money {
    return new Money(Math.min(max.cents, Math.max(0, this.cents)));
  }

  compare(other: Money): number {
    return this.cents - other.cents;
  }

  /** es-AR, without decimals: '$ 68.000'. */
  format(): string {
    return formatARS(this.pesos);
  }

  /** Stored centavos written as es-AR pesos without decimals ('$ 68.000'): what mails print. */
  static formatCents(cents: number | string | bigint): string {
    return Money.fromCents(cents).format();
  }
}

/**
 * A whole number of zero or more as es-AR writes it ('1.234.567'), the same text as Intl's es-AR
 * formatter; null for any other number. Pages show amounts and counts as they hydrate, and a
 * browser's first Intl formatter costs ≈90 ms of a throttled phone's main thread (locale data).
 */
export function groupThousandsAr(value: number): string | null {
  if (!Number.isSafeInteger(value) || value < 0 || Object.is(value, -0)) return null;
  return String(value).replace(/\B(?=(\d{3})+$)/g, '.');
}

/** Pesos in the es-AR locale, without decimals: '$ 68.000'. */
export function formatARS(pesos: number): string {
  const whole = groupThousandsAr(pesos);
  if (whole !== null) return `$\u00a0${whole}`;
  ars ??= new Intl.NumberFormat('es-AR', {
    style: 'currency',
    currency: 'ARS',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  });
  return ars.format(pesos);
}
