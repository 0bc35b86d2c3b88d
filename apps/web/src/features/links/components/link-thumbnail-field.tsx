import { LINK_THUMBNAIL_MESSAGES as M } from '@enlaza/shared/links';
import { PROFILE_IMAGE_MAX_BYTES, PROFILE_IMAGE_MIME_TYPES } from '@enlaza/shared/profile';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { useDeleteLinkThumbnail, useUploadLinkThumbnail } from '../api/link-thumbnail';

/** 'Miniatura' of a saved link: upload with progress, or remove. Spanish errors for size and type. */
export function LinkThumbnailField({ linkId, url }: { linkId: number; url: string | null }) {
  const inputId = useId();
  const upload = useUploadLinkThumbnail();
  const remove = useDeleteLinkThumbnail();
  const [percent, setPercent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function choose(file: File | undefined) {
    if (!file) return;
    setError(null);
    if (!(PROFILE_IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) return setError(M.badFormat);
    if (file.size > PROFILE_IMAGE_MAX_BYTES) return setError(M.tooLarge);
    setPercent(0);
    try {
      await upload.mutateAsync({
        id: linkId,
        file,
        onProgress: (p) => setPercent(Math.round(p.fraction * 100)),
      });
    } catch (e) {
      setError((e instanceof ApiError && (e.errors[0]?.message ?? e.serverMessage)) || M.uploadFailed);
    } finally {
      setPercent(null);
    }
  }

  return (
    <fieldset className="link-thumbnail">
      <legend className="field-label">{M.label} (opcional)</legend>
      <div className="link-thumbnail-row">
        {url ? <img className="link-thumbnail-preview" src={url} alt="" width={48} height={48} /> : null}
        <label className="visually-hidden" htmlFor={inputId}>
          {M.choose}
        </label>
        <input
          id={inputId}
          className="input link-thumbnail-input"
          type="file"
          accept={PROFILE_IMAGE_MIME_TYPES.join(',')}
          onChange={(e) => {
            void choose(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        {url ? (
          <Button variant="secondary" loading={remove.isPending} onClick={() => remove.mutate(linkId)}>
            {M.remove}
          </Button>
        ) : null}
      </div>
      {percent !== null ? (
        <div className="link-thumbnail-progress">
          <progress max={100} value={percent} aria-label={M.label} />
          <span role="status">{M.uploading(percent)}</span>
        </div>
      ) : null}
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
