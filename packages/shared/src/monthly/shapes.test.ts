import { describe, expect, it } from 'vitest';
import { Money } from '../money/money';
import { checkOpenAmount, frequencyOfForm, monthlyShareOfYearly, monthsSaved } from './shapes';

describe('monthly shapes (issue 34)', () => {
  it("says how many whole months a yearly price saves ('Ahorras 2 meses' at 10× monthly)", () => {
    expect(monthsSaved(2000, 20_000)).toBe(2);
    expect(monthsSaved(2000, 21_000)).toBe(1);
    expect(monthsSaved(2000, 23_000)).toBe(0);
    expect(monthsSaved(2000, 24_000)).toBe(0);
    expect(monthsSaved(2000, 30_000)).toBe(0);
    expect(monthsSaved(0, 20_000)).toBe(0);
  });

  it('counts a yearly amount as a twelfth, rounded to whole pesos', () => {
    expect(monthlyShareOfYearly(Money.fromPesos(20_000)).pesos).toBe(1667);
    expect(monthlyShareOfYearly(Money.fromPesos(12_000)).pesos).toBe(1000);
    expect(monthlyShareOfYearly(Money.fromPesos(29_000)).pesos).toBe(2417);
    expect(monthlyShareOfYearly(Money.fromPesos(6)).pesos).toBe(1);
    expect(monthlyShareOfYearly(Money.zero).pesos).toBe(0);
  });

  it("checks an open tier's amount: the one parser, the tier's minimum, the provider's maximum", () => {
    expect(checkOpenAmount('1.500', 1500)).toEqual({ ok: true, pesos: 1500 });
    expect(checkOpenAmount(2500, 1500)).toEqual({ ok: true, pesos: 2500 });
    expect(checkOpenAmount('1.000', 1500)).toEqual({
      ok: false,
      message: 'El monto mínimo de este nivel es $\u00a01.500',
    });
    expect(checkOpenAmount('250.001', 100)).toMatchObject({ ok: false });
    for (const garbage of ['mil', '1.500,50', '-2000', '1e3']) {
      expect(checkOpenAmount(garbage, 100), garbage).toEqual({
        ok: false,
        message: 'Ingresa el monto en pesos enteros, sin centavos (por ejemplo 2.500)',
      });
    }
    expect(checkOpenAmount('  ', 100)).toEqual({
      ok: false,
      message: 'Ingresa el monto que quieres aportar',
    });
  });

  it("reads the form's frecuencia", () => {
    expect(frequencyOfForm('mensual')).toBe('monthly');
    expect(frequencyOfForm('anual')).toBe('yearly');
    expect(frequencyOfForm('semanal')).toBeNull();
    expect(frequencyOfForm(undefined)).toBeNull();
  });
});
