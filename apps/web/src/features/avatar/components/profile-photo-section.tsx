import { PROFILE_IMAGE_MESSAGES } from '@enlaza/shared/profile';
import { type ChangeEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';
import { useDeleteProfileImage } from '../api/delete-profile-image';
import { useUploadProfileImage } from '../api/upload-profile-image';
import { checkImageFile, IMAGE_ACCEPT, readFileAsDataUrl } from '../utils/image-file';
import { IconCamera, IconTrash } from './crop-icons';
import { CropModal } from './crop-modal';
import '../../../styles/profile-photo.css';
import { ProgressBar } from '../../../components/ui/progress-bar';

const M = PROFILE_IMAGE_MESSAGES;
export const PHOTO_MESSAGES = {
  uploaded: 'Foto de perfil actualizada correctamente',
  removed: 'Foto de perfil eliminada',
  removeFailed: 'No se pudo quitar la foto. Intenta de nuevo.',
} as const;
const SUCCESS_MS = 3000;

type Message = { tone: 'error' | 'success'; text: string };

function serverMessageOr(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}

/**
 * The profile photo: choose a file, check it, crop it in the modal, upload it with a progress bar
 * (spec 02 §4 "Avatar flow"). The header and the preview read the new photo from the session at once.
 */
export function ProfilePhotoSection() {
  const { user, updateUser } = useAuth();
  const { mutateAsync: uploadImage } = useUploadProfileImage();
  const deleteImage = useDeleteProfileImage();
  const titleId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [cropSrc, setCropSrc] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [removing, setRemoving] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);

  useEffect(() => {
    if (message?.tone !== 'success') return;
    const timer = setTimeout(() => setMessage(null), SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [message]);

  async function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null;
    // Cleared so choosing the same file again still fires a change.
    event.target.value = '';
    setMessage(null);
    const problem = checkImageFile(file);
    if (problem || !file) {
      setMessage({ tone: 'error', text: problem ?? M.missing });
      return;
    }
    try {
      setCropSrc(await readFileAsDataUrl(file));
    } catch {
      setMessage({ tone: 'error', text: M.readFailed });
    }
  }

  const closeCrop = useCallback(() => setCropSrc(null), []);
  const cropFailed = useCallback((text: string) => {
    setCropSrc(null);
    setMessage({ tone: 'error', text });
  }, []);

  const upload = useCallback(
    async (file: File) => {
      setCropSrc(null);
      setMessage(null);
      setProgress(0);
      try {
        const url = await uploadImage({
          file,
          onProgress: (p) => setProgress(Math.round(p.fraction * 100)),
        });
        updateUser({ profile_image: url });
        setMessage({ tone: 'success', text: PHOTO_MESSAGES.uploaded });
      } catch (error) {
        setMessage({ tone: 'error', text: serverMessageOr(error, M.uploadFailed) });
      } finally {
        setProgress(null);
      }
    },
    [updateUser, uploadImage],
  );

  async function remove() {
    setMessage(null);
    setRemoving(true);
    try {
      await deleteImage.mutateAsync();
      updateUser({ profile_image: null });
      setMessage({ tone: 'success', text: PHOTO_MESSAGES.removed });
    } catch (error) {
      setMessage({ tone: 'error', text: serverMessageOr(error, PHOTO_MESSAGES.removeFailed) });
    } finally {
      setRemoving(false);
    }
  }

  if (!user) return null;
  const photo = user.profile_image;
  const uploading = progress !== null;

  return (
    <section className="profile-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="profile-card-title">
        Foto de perfil
      </h2>
      <div className="photo-row">
        <Avatar name={user.full_name} src={photo} size={96} />
        <div className="photo-controls">
          <div className="photo-actions">
            <Button
              variant="secondary"
              icon={<IconCamera />}
              disabled={uploading || removing}
              onClick={() => inputRef.current?.click()}
            >
              Cambiar foto
            </Button>
            {photo ? (
              <Button
                variant="ghost"
                icon={<IconTrash />}
                loading={removing}
                disabled={uploading}
                onClick={() => void remove()}
              >
                Quitar foto
              </Button>
            ) : null}
          </div>
          <p className="field-hint">JPG, PNG o WebP. Máximo 5MB.</p>
          {uploading ? (
            <div className="upload-progress">
              <ProgressBar
                className="progress-track"
                fillClassName="progress-fill"
                value={progress}
                label="Subiendo imagen"
              />
              <span className="upload-progress-text">Subiendo imagen... {progress}%</span>
            </div>
          ) : null}
        </div>
      </div>
      {message ? <Alert tone={message.tone} title={message.text} /> : null}
      <input
        ref={inputRef}
        type="file"
        accept={IMAGE_ACCEPT}
        hidden
        aria-label="Elegir foto de perfil"
        onChange={(e) => void handleFile(e)}
      />
      {cropSrc ? (
        <CropModal
          src={cropSrc}
          onCancel={closeCrop}
          onSave={(file) => void upload(file)}
          onError={cropFailed}
        />
      ) : null}
    </section>
  );
}
