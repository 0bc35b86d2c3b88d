import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';

/** GET /categories: public, in display order. */
export async function categoriesRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.get('/categories', async () => {
    const categories = await deps.database.db
      .selectFrom('categories')
      .select(['id', 'name', 'slug', 'description', 'icon', 'color', 'order_position'])
      .orderBy('order_position')
      .orderBy('id')
      .execute();
    return { success: true, data: { categories }, categories };
  });
}
