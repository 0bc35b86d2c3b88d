import { categoriesContract as contract } from '@enlaza/shared/categories-contract';
import type { AppDeps } from '../../app-deps';
import type { Api } from '../../http/api';

/** GET /categories: public, in display order. */
export async function categoriesRoutes(app: Api, deps: AppDeps): Promise<void> {
  app.get('/categories', { schema: contract.list }, async () => {
    const categories = await deps.database.db
      .selectFrom('categories')
      .select(['id', 'name', 'slug', 'description', 'icon', 'color', 'order_position'])
      .orderBy('order_position')
      .orderBy('id')
      .execute();
    return { success: true as const, data: { categories } };
  });
}
