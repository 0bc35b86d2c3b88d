import { profileContract as contract, profileQrFileName } from '@enlaza/shared/profile';
import { publicUrls } from '@enlaza/shared/public';
import { qrColors } from '@enlaza/shared/theme';
import QRCode from 'qrcode';
import { presentTheme } from '../../accounts/user.presenter';
import { UsersRepository } from '../../accounts/users.repository';
import type { CreatorApi } from '../../http/api';
import { unauthorized } from '../../http/errors';
import type { ProfileDeps } from './profile-deps';

/** The 4-module quiet zone printers and scanners need around the code. */
export const QR_QUIET_ZONE = 4;
/** Pixels per module of the PNG: a 33-module code with its quiet zone is about 1000 px, print size. */
const PNG_SCALE = 24;

/** 'Código QR de tu página': GET /users/qr.png and /users/qr.svg, the creator's own page only. */
export async function profileQrRoutes(app: CreatorApi, deps: ProfileDeps): Promise<void> {
  const users = new UsersRepository(deps.database.db);

  async function codeOf(userId: number) {
    const user = await users.findById(userId);
    if (!user) throw unauthorized();
    const colors = qrColors(presentTheme(user));
    const options = {
      errorCorrectionLevel: 'M' as const,
      margin: QR_QUIET_ZONE,
      color: { dark: `${colors.dark}ff`, light: `${colors.light}ff` },
    };
    return {
      url: publicUrls.profile(deps.config.publicUrl, user.username),
      username: user.username,
      options,
    };
  }

  const attachment = (name: string) => `attachment; filename="${name}"`;

  app.get('/users/qr.png', { schema: contract.qrPng }, async (request, reply) => {
    const code = await codeOf(request.auth.userId);
    const png = await QRCode.toBuffer(code.url, { ...code.options, type: 'png', scale: PNG_SCALE });
    return reply
      .type('image/png')
      .header('content-disposition', attachment(profileQrFileName(code.username, 'png')))
      .send(png);
  });

  app.get('/users/qr.svg', { schema: contract.qrSvg }, async (request, reply) => {
    const code = await codeOf(request.auth.userId);
    const svg = await QRCode.toString(code.url, { ...code.options, type: 'svg' });
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('content-disposition', attachment(profileQrFileName(code.username, 'svg')))
      .send(svg);
  });
}
