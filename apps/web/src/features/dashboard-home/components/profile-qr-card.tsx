import type { SessionUser } from '@enlaza/shared/auth';
import { PROFILE_QR_MESSAGES as M } from '@enlaza/shared/profile';
import { qrColors, resolveTheme } from '@enlaza/shared/theme';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { useDownloadProfileQr, useProfileQr } from '../api/profile-qr';

/**
 * 'Código QR de tu página': the code of /u/{username} in the creator's colours (or black on white,
 * said here, when those colours would not scan), to download as PNG or SVG for print.
 */
export function ProfileQrCard({ user }: { user: Pick<SessionUser, 'username' | 'theme'> }) {
  const titleId = useId();
  const theme = resolveTheme(user.theme);
  const colors = qrColors(theme);
  const picture = useProfileQr(`${user.username}|${colors.dark}|${colors.light}`);
  const download = useDownloadProfileQr(user.username);
  return (
    <section className="home-card home-qr" aria-labelledby={titleId}>
      <div className="home-card-head">
        <h2 id={titleId} className="home-card-title">
          {M.title}
        </h2>
      </div>
      <p className="home-qr-hint">{M.hint}</p>
      <div className="home-qr-picture">
        {picture.data ? (
          <img src={picture.data} alt={M.alt(user.username)} width={160} height={160} />
        ) : (
          <span className="home-qr-placeholder" aria-hidden="true" />
        )}
      </div>
      <p className="home-qr-hint" role={colors.fallback ? 'note' : undefined}>
        {colors.fallback ? M.fallback : M.inColors}
      </p>
      <div className="home-qr-actions">
        <Button
          variant="secondary"
          size="sm"
          loading={download.isPending}
          onClick={() => download.mutate('png')}
        >
          {M.downloadPng}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          loading={download.isPending}
          onClick={() => download.mutate('svg')}
        >
          {M.downloadSvg}
        </Button>
      </div>
    </section>
  );
}
