import { LINK_THUMBNAIL_MESSAGES as M } from '@enlaza/shared/links';
import { PROFILE_IMAGE_MAX_BYTES, PROFILE_IMAGE_MIME_TYPES } from '@enlaza/shared/profile';
import { Image as ImageGlyph } from 'lucide';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Glyph } from '../../../components/ui/glyph';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { ApiError } from '../../../lib/api-client';
import { useDeleteLinkThumbnail, useUploadLinkThumbnail } from '../api/link-thumbnail';
import '../../../styles/profile-photo.css';

type Message = { tone: 'success' | 'error'; text: string };

/**
 * 'Miniatura' of a saved link, picked the way the profile photo and the event image are: a button
 * opens the device's images, the chosen one shows at once beside a progress bar while it uploads,
 * then the stored square; 'Quitar miniatura' removes it. Spanish errors for size and type.
 */
export function LinkThumbnailField({ linkId, url }: { linkId: number; url: string | null }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = useUploadLinkThumbnail();
  const remove = useDeleteLinkThumbnail();
  const [stored, setStored] = useState(url);
  const [local, setLocal] = useState<string | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [message, setMessage] = useState<Message | null>(null);
  const uploading = percent !== null;

  // The chosen file's preview lives only while it uploads.
  useEffect(
    () => () => {
      if (local) URL.revokeObjectURL(local);
    },
    [local],
  );

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again still fires a change.
    event.target.value = '';
    setMessage(null);
    if (!file) return setMessage({ tone: 'error', text: M.missing });
    if (!(PROFILE_IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) {
      return setMessage({ tone: 'error', text: M.badFormat });
    }
    if (file.size > PROFILE_IMAGE_MAX_BYTES) return setMessage({ tone: 'error', text: M.tooLarge });
    setLocal(URL.createObjectURL(file));
    setPercent(0);
    try {
      const saved = await upload.mutateAsync({
        id: linkId,
        file,
        onProgress: (p) => setPercent(Math.round(p.fraction * 100)),
      });
      setStored(saved.thumbnail_url);
      setMessage({ tone: 'success', text: M.uploaded });
    } catch (e) {
      const text = e instanceof ApiError ? (e.errors[0]?.message ?? e.serverMessage) : null;
      setMessage({ tone: 'error', text: text || M.uploadFailed });
    } finally {
      setPercent(null);
      setLocal(null);
    }
  }

  function clear() {
    setMessage(null);
    remove.mutate(linkId, {
      onSuccess: () => {
        setStored(null);
        setMessage({ tone: 'success', text: M.removed });
      },
      onError: () => setMessage({ tone: 'error', text: M.uploadFailed }),
    });
  }

  const shown = local ?? stored;
  return (
    <fieldset className="link-thumbnail">
      <legend className="field-label">{M.label} (opcional)</legend>
      <div className="link-thumbnail-row">
        {shown ? (
          <img className="link-thumbnail-preview" src={shown} alt="" width={56} height={56} />
        ) : (
          <span className="link-thumbnail-preview link-thumbnail-empty" aria-hidden="true">
            <Glyph icon={ImageGlyph} size={24} />
          </span>
        )}
        <div className="link-thumbnail-actions">
          <Button
            variant="secondary"
            size="sm"
            disabled={uploading || remove.isPending}
            onClick={() => inputRef.current?.click()}
          >
            {M.choose}
          </Button>
          {stored && !uploading ? (
            <Button variant="ghost" size="sm" loading={remove.isPending} onClick={clear}>
              {M.remove}
            </Button>
          ) : null}
        </div>
      </div>
      <p className="field-hint">{M.hint}</p>
      {uploading ? (
        <div className="upload-progress">
          <ProgressBar
            className="progress-track"
            fillClassName="progress-fill"
            value={percent}
            label={M.label}
          />
          <span className="upload-progress-text">{M.uploading(percent)}</span>
        </div>
      ) : null}
      {message ? <Alert tone={message.tone} title={message.text} /> : null}
      <input
        ref={inputRef}
        type="file"
        accept={PROFILE_IMAGE_MIME_TYPES.join(',')}
        hidden
        aria-label={M.chooseFile}
        onChange={(e) => void choose(e)}
      />
    </fieldset>
  );
}
