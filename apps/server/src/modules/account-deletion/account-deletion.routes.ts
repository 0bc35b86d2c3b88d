import {
  ACCOUNT_DELETION_MESSAGES,
  accountDeletionContract as contract,
} from '@enlaza/shared/account-deletion';
import type { CreatorApi } from '../../http/api';
import type { AccountDeletionService } from './account-deletion.service';

/** DELETE /users/me {password, confirm_username, code?}: 'Eliminar mi cuenta'. */
export async function accountDeletionRoutes(app: CreatorApi, service: AccountDeletionService): Promise<void> {
  app.delete('/users/me', { schema: contract.remove }, async (request) => {
    await service.deleteAccount(request.auth.userId, request.body);
    return { success: true as const, message: ACCOUNT_DELETION_MESSAGES.deleted };
  });
}
