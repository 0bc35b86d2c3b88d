import type { PublicGoal, PublicProfile } from '@enlaza/shared/public';
import { describe, expect, it } from 'vitest';
import { goalSummary, linkTarget, previewDescription, shownGoal } from './profile-view';

const nbsp = (text: string) => text.replace(/\u00a0/g, ' ');

describe('public profile view helpers', () => {
  it('rounds the percentage, caps the bar at 100 and writes pesos without decimals', () => {
    const half = goalSummary({ current_amount: 33333.4, target_amount: 100000 });
    expect(half.percentText).toBe('33%');
    expect(half.barWidth).toBe(33);
    expect(nbsp(half.raisedText)).toBe('$ 33.333 recaudados de $ 100.000');
    const over = goalSummary({ current_amount: 150000, target_amount: 100000 });
    expect(over.percentText).toBe('150%');
    expect(over.barWidth).toBe(100);
  });

  it('cuts event descriptions at 80 characters with an ellipsis', () => {
    const long = 'a'.repeat(100);
    expect(previewDescription(long)).toBe(`${'a'.repeat(80)}...`);
    expect(previewDescription('corta')).toBe('corta');
    expect(previewDescription(null)).toBe('');
  });

  it('opens web links in a new tab, mail and phone links in their app', () => {
    expect(linkTarget('https://instagram.com/x')).toEqual({ target: '_blank', rel: 'noopener' });
    expect(linkTarget('mailto:hola@example.com')).toEqual({});
    expect(linkTarget('tel:+5491112345678')).toEqual({});
  });

  it('shows the first goal, else the fallback goal', () => {
    const goal = { id: 1, title: 'Disco' } as PublicGoal;
    const fallback = { id: 2, title: 'Otro' } as PublicGoal;
    expect(shownGoal({ goals: [goal] } as unknown as PublicProfile, fallback)).toBe(goal);
    expect(shownGoal({ goals: [] } as unknown as PublicProfile, fallback)).toBe(fallback);
    expect(shownGoal({ goals: [] } as unknown as PublicProfile)).toBeNull();
  });
});
