import { describe, expect, it } from 'vitest';
import { runIndicesAdjust } from './indices-adjust-cli';

describe('npm run admin -- indices adjust', () => {
  const days: string[] = [];
  const deps = {
    monthly: {
      adjustments: {
        runForDay: async (day: string) => {
          days.push(day);
          return [];
        },
      },
    },
  } as unknown as Parameters<typeof runIndicesAdjust>[0];

  it('refuses a missing flag or a day that does not exist, in Spanish, and runs nothing', async () => {
    expect(await runIndicesAdjust(deps, [])).toEqual({
      code: 2,
      text: 'Uso: npm run admin -- indices adjust --date <AAAA-MM-DD>',
    });
    expect(await runIndicesAdjust(deps, ['--date', '2025-02-29'])).toEqual({
      code: 2,
      text: '"2025-02-29" no es una fecha válida: escríbela como AAAA-MM-DD.',
    });
    expect(days).toEqual([]);
  });

  it('runs both stages for a leap day and says when there was nothing to do', async () => {
    const answer = await runIndicesAdjust(deps, ['--date', '2028-02-29']);
    expect(days).toEqual(['2028-02-29']);
    expect(answer).toEqual({
      code: 0,
      text: 'Ajustes de niveles mensuales para el 2028-02-29:\nNada que hacer: ningún nivel tiene un aviso ni un ajuste para esa fecha.',
    });
  });
});
