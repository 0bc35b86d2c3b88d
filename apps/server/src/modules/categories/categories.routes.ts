import { categoriesContract as contract } from '@enlaza/shared/categories';
import type { AppDeps } from '../../app-deps';
import type { Api } from '../../http/api';
import { listCategories } from './categories.repository';

/** GET /categories: public, in display order. */
export async function categoriesRoutes(app: Api, deps: Pick<AppDeps, 'database'>): Promise<void> {
  app.get('/categories', { schema: contract.list }, async () => {
    const categories = await listCategories(deps.database.db);
    return { success: true as const, data: { categories } };
  });
}
