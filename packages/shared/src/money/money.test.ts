import { describe, expect, it } from 'vitest';
import { formatARS, groupThousandsAr, Money } from './money';

describe('Money', () => {
  it('keeps integer centavos inside and speaks pesos at the edge', () => {
    expect(Money.fromPesos(2500).cents).toBe(250_000);
    expect(Money.fromPesos(0.1 + 0.2).cents).toBe(30);
    expect(Money.fromCents(6_800_000).pesos).toBe(68_000);
    expect(Money.fromCents('12345').pesos).toBe(123.45);
    expect(() => Money.fromCents(1.5)).toThrow(RangeError);
    expect(Money.fromPesos(150).plus(Money.fromCents(50)).minus(Money.fromCents(25)).cents).toBe(15_025);
  });

  describe('parseWholePesos: the one reading of an amount a person types', () => {
    const read = (value: unknown) => {
      const parsed = Money.parseWholePesos(value);
      return parsed.ok ? parsed.money.cents : parsed.message;
    };

    it.each([
      ['1500', 150_000],
      ['1.500', 150_000],
      ['1.500.000', 150_000_000],
      [' 2000 ', 200_000],
      ['100', 10_000],
      ['999.999.999.999', 99_999_999_999_900],
      [1500, 150_000],
    ])('reads %j as whole pesos', (value, cents) => {
      expect(read(value)).toBe(cents);
    });

    it.each([
      '1000,50',
      '1000.50',
      '1.000,50',
      '-100',
      '+100',
      '1e3',
      '12a',
      '1.50',
      '',
      '   ',
      '1.5',
      '1,5',
      '1500.75',
      '1.500.00',
      '1500.',
      '.500',
      '1 500',
      '$ 1.500',
      '0x64',
      '１５００',
      '9'.repeat(16),
      1500.75,
      -100,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      Number.MAX_SAFE_INTEGER,
      null,
      undefined,
      {},
      true,
    ])('refuses %j with the whole-pesos message', (value) => {
      expect(read(value)).toBe('Ingresa un monto en pesos, sin centavos');
    });

    it.each([
      ['', 'missing'],
      [null, 'missing'],
      ['-100', 'negative'],
      ['-1.500', 'negative'],
      [-5, 'negative'],
      ['1500.50', 'centavos'],
      ['1.500,50', 'centavos'],
      ['1,5', 'centavos'],
      [10.555, 'centavos'],
      ['mucho', 'invalid'],
      ['0x64', 'invalid'],
      ['1500.555', 'invalid'],
      [{}, 'invalid'],
    ])('tells why %j is refused: %s', (value, reason) => {
      const parsed = Money.parseWholePesos(value);
      expect(parsed.ok ? null : parsed.reason).toBe(reason);
    });
  });

  it('takes percentages and averages to the centavo', () => {
    expect(Money.fromPesos(2500).percent(2).cents).toBe(5_000);
    expect(Money.fromCents(333).percent(2).cents).toBe(7);
    expect(Money.fromCents(1_000).averageOver(3).cents).toBe(333);
    expect(Money.fromCents(1_000).averageOver(0)).toBe(Money.zero);
    expect(Money.fromCents(-5).clamp(Money.fromCents(10)).cents).toBe(0);
    expect(Money.fromCents(50).clamp(Money.fromCents(10)).cents).toBe(10);
  });

  it("formats es-AR without decimals: '$ 68.000'", () => {
    expect(Money.fromPesos(68_000).format().replace(/\s/g, ' ')).toBe('$ 68.000');
    expect(formatARS(1500).replace(/\s/g, ' ')).toBe('$ 1.500');
  });

  it('writes stored centavos as the mails always did (formatARS of the pesos)', () => {
    for (const cents of [0, 1, 49, 50, 99, 10_000, 150_050, 150_049, 6_800_000, 99_999_999_999_999]) {
      expect(Money.formatCents(cents)).toBe(formatARS(cents / 100));
    }
    expect(Money.formatCents('150000')).toBe(formatARS(1500));
    expect(() => Money.formatCents(1.5)).toThrow(RangeError);
  });

  it("writes whole amounts and counts without Intl, exactly as Intl's es-AR formatters do", () => {
    const pesos = new Intl.NumberFormat('es-AR', {
      style: 'currency',
      currency: 'ARS',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    const plain = new Intl.NumberFormat('es-AR');
    const wholes = [0, 1, 9, 10, 99, 100, 999, 1000, 1234, 9999, 10_000, 68_000, 100_000, 999_999, 1_000_000];
    for (let n = 1; n < Number.MAX_SAFE_INTEGER / 7; n = n * 7 + 3) wholes.push(n);
    wholes.push(Number.MAX_SAFE_INTEGER);
    for (const n of wholes) {
      expect(groupThousandsAr(n)).toBe(plain.format(n));
      expect(formatARS(n)).toBe(pesos.format(n));
    }
    expect(groupThousandsAr(1_234_567)).toBe('1.234.567');
    // Anything else is Intl's to write.
    for (const n of [-5, -0, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1])
      expect(groupThousandsAr(n)).toBeNull();
    for (const n of [-1234, 1500.4, 1500.6]) expect(formatARS(n)).toBe(pesos.format(n));
  });
});
