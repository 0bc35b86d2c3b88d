import { authContract, twoFactorContract as contract, TWO_FACTOR_MESSAGES } from '@enlaza/shared/auth';
import type { Api, CreatorApi } from '../../http/api';
import type { TwoFactorService } from './two-factor.service';

/** The login's code step: no session yet, only the password step's challenge. */
export async function twoFactorLoginRoutes(app: Api, twoFactor: TwoFactorService): Promise<void> {
  app.post('/auth/2fa/verify', { schema: authContract.verifyTwoFactor }, async (request, reply) => {
    const { payload, deviceCookie } = await twoFactor.verifyLogin(request.body, request.ip);
    reply.header('set-cookie', deviceCookie);
    return { success: true as const, data: payload };
  });
}

/** 'Verificación en dos pasos' on the profile screen: status, setup, confirmation, turning it off. */
export async function twoFactorRoutes(app: CreatorApi, twoFactor: TwoFactorService): Promise<void> {
  app.get('/auth/2fa', { schema: contract.status }, async (request) => {
    return { success: true as const, data: await twoFactor.status(request.auth.userId) };
  });

  app.post('/auth/2fa/setup', { schema: contract.setup }, async (request) => {
    return { success: true as const, data: await twoFactor.setup(request.auth.userId) };
  });

  app.post('/auth/2fa/enable', { schema: contract.enable }, async (request) => {
    const codes = await twoFactor.enable(request.auth.userId, request.body.code, request.ip);
    return { success: true as const, message: TWO_FACTOR_MESSAGES.enabled, data: { recovery_codes: codes } };
  });

  app.post('/auth/2fa/disable', { schema: contract.disable }, async (request) => {
    await twoFactor.disable(request.auth.userId, request.body, request.ip);
    return { success: true as const, message: TWO_FACTOR_MESSAGES.disabled };
  });
}
