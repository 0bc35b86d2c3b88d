import type { CeilingTable } from '@enlaza/shared/tax';

/**
 * The table shipped with the app: ARCA's annual gross-income ceilings in force from 2025-08-01
 * (the August 2025 update, as published in the press from ARCA's tables; see docs/decisions.md,
 * issue 36). Loaded into `monotributo_ceilings` when no table is there; an operator loads each
 * newer one with `npm run admin -- monotributo load <file.json>` (same shape: pesos).
 */
export const SHIPPED_CEILINGS: CeilingTable = {
  effective_from: '2025-08-01',
  categories: [
    { category: 'A', annual_limit: 8_992_597.87 },
    { category: 'B', annual_limit: 13_175_201.52 },
    { category: 'C', annual_limit: 18_473_166.15 },
    { category: 'D', annual_limit: 22_934_610.05 },
    { category: 'E', annual_limit: 26_977_793.6 },
    { category: 'F', annual_limit: 33_809_379.57 },
    { category: 'G', annual_limit: 40_431_835.35 },
    { category: 'H', annual_limit: 61_344_853.64 },
    { category: 'I', annual_limit: 68_664_410.05 },
    { category: 'J', annual_limit: 78_632_948.76 },
    { category: 'K', annual_limit: 94_805_682.9 },
  ],
};
