import type { PublicGoal } from '@enlaza/shared/public';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupDomTests } from '../../../testing/setup-dom';
import { PublicGoalCard } from './public-goal-card';

setupDomTests();

const goal: PublicGoal = {
  id: 3,
  title: 'Grabar el disco',
  description: '',
  current_amount: 150_000,
  target_amount: 612_000,
  percentage: 25,
  is_active: true,
  confirmed_transfers_amount: 0,
  indexing: null,
};

const year = new Date().getFullYear();
const text = (node: HTMLElement) => node.textContent?.replace(/\s/g, ' ');

describe('PublicGoalCard: a goal in pesos de hoy (issue 33)', () => {
  it('says under the bar what the indexed target is today and what it was', () => {
    const indexed = {
      ...goal,
      indexing: { index: 'ipc' as const, base_target_amount: 500_000, base_month: `${year}-03` },
    };
    render(<PublicGoalCard goal={indexed} />);
    expect(text(screen.getByText(/Meta ajustada/))).toBe(
      'Meta ajustada por inflación: $ 612.000 (era $ 500.000 en marzo)',
    );
  });

  it('names the year of an older base month, and says nothing for a fixed goal', () => {
    const older = {
      ...goal,
      indexing: { index: 'uva' as const, base_target_amount: 500_000, base_month: `${year - 1}-11` },
    };
    const { unmount } = render(<PublicGoalCard goal={older} />);
    expect(text(screen.getByText(/Meta ajustada/))).toBe(
      `Meta ajustada por UVA: $ 612.000 (era $ 500.000 en noviembre de ${year - 1})`,
    );
    unmount();
    render(<PublicGoalCard goal={goal} />);
    expect(screen.queryByText(/Meta ajustada/)).toBeNull();
  });
});
