import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { requireAuth } from '../../plugins/authenticate';
import { presentSelf } from '../users/user.presenter';
import { ProfileService } from './profile.service';
import { profileImageRoutes } from './profile-image.routes';

/** The creator's profile: PUT /users/profile, PUT /users/profile/theme and the avatar routes. */
export async function profileRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const profile = new ProfileService(deps);

  app.put('/users/profile', { preHandler: app.authenticate }, async (request) => {
    const user = presentSelf(await profile.update(requireAuth(request).userId, request.body));
    return { success: true, data: { user } };
  });

  app.put('/users/profile/theme', { preHandler: app.authenticate }, async (request) => {
    const user = presentSelf(await profile.updateTheme(requireAuth(request).userId, request.body));
    return { success: true, data: { user } };
  });

  await profileImageRoutes(app, deps);
}
