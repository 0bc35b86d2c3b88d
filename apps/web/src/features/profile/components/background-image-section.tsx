import type { SessionUser } from '@enlaza/shared/auth';
import { BACKGROUND_IMAGE_MESSAGES as M, PROFILE_IMAGE_MIME_TYPES } from '@enlaza/shared/profile';
import { backgroundImageUrl, resolveTheme } from '@enlaza/shared/theme';
import { type ChangeEvent, useId, useState } from 'react';
import { Button, buttonClass } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { useBackgroundImage } from '../api/background-image';

interface BackgroundImageSectionProps {
  user: SessionUser;
  onUser: (user: SessionUser) => void;
}

/**
 * 'Imagen de fondo': uploaded and removed at once (like the profile photo). The server re-encodes it
 * and measures it; the answer carries the veil that keeps the page's text readable.
 */
export function BackgroundImageSection({ user, onUser }: BackgroundImageSectionProps) {
  const { upload, remove } = useBackgroundImage();
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const inputId = useId();
  const theme = resolveTheme(user.theme);
  const busy = upload.isPending || remove.isPending;

  const failed = (error: unknown) =>
    setMessage({
      tone: 'error',
      text:
        error instanceof ApiError
          ? (error.errors[0]?.message ?? error.serverMessage ?? M.uploadFailed)
          : M.uploadFailed,
    });

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setMessage(null);
    try {
      onUser(await upload.mutateAsync(file));
      setMessage({ tone: 'ok', text: M.uploaded });
    } catch (error) {
      failed(error);
    }
  }

  async function clear() {
    setMessage(null);
    try {
      onUser(await remove.mutateAsync());
      setMessage({ tone: 'ok', text: M.removed });
    } catch (error) {
      failed(error);
    }
  }

  const overlay = Math.round(theme.background_overlay * 100);
  return (
    <div className="bg-image">
      <p className="field-label">{M.title}</p>
      <p className="field-hint">{M.hint}</p>
      {theme.background_url ? (
        <>
          <span
            className="bg-image-thumb"
            style={{ backgroundImage: `url("${backgroundImageUrl(theme, 'small')}")` }}
          />
          {overlay > 0 ? <p className="field-hint">{M.overlayNote(overlay)}</p> : null}
        </>
      ) : null}
      <div className="bg-image-actions">
        <input
          id={inputId}
          type="file"
          name="background_image"
          className="visually-hidden"
          accept={PROFILE_IMAGE_MIME_TYPES.join(',')}
          disabled={busy}
          onChange={choose}
        />
        <label className={buttonClass({ variant: 'secondary', size: 'sm' })} htmlFor={inputId}>
          {upload.isPending ? M.uploading : theme.background_url ? M.replace : M.choose}
        </label>
        {theme.background_url ? (
          <Button variant="ghost" size="sm" onClick={clear} disabled={busy}>
            {M.remove}
          </Button>
        ) : null}
      </div>
      {message ? (
        <p className={message.tone === 'error' ? 'field-error' : 'field-hint'} role="status">
          {message.text}
        </p>
      ) : null}
    </div>
  );
}
