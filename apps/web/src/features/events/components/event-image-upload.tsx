import { EVENT_IMAGE_ACCEPT, EVENT_IMAGE_MESSAGES, eventImageFileProblem } from '@enlaza/shared/events';
import { type ChangeEvent, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { uploadEventImage } from '../api/upload-event-image';
import '../../../styles/profile-photo.css';

const M = EVENT_IMAGE_MESSAGES;

interface EventImageUploadProps {
  /** The event's current image URL ('' for none). */
  value: string;
  onUploaded: (url: string) => void;
  disabled?: boolean;
}

/** Upload an event image from the device, with a progress bar; the form keeps its URL field too. */
export function EventImageUpload({ value, onUploaded, disabled = false }: EventImageUploadProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const uploading = progress !== null;

  async function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null;
    // Cleared so choosing the same file again still fires a change.
    event.target.value = '';
    setError(null);
    const problem = eventImageFileProblem(file);
    if (problem || !file) {
      setError(problem ?? M.missing);
      return;
    }
    setProgress(0);
    try {
      onUploaded(await uploadEventImage(file, (p) => setProgress(Math.round(p.fraction * 100))));
    } catch (failure) {
      setError(failure instanceof ApiError && failure.serverMessage ? failure.serverMessage : M.uploadFailed);
    } finally {
      setProgress(null);
    }
  }

  return (
    <div className="event-image-upload">
      {value ? <img className="event-image-thumb" src={value} alt="Imagen del evento" /> : null}
      <Button
        variant="secondary"
        size="sm"
        disabled={disabled || uploading}
        onClick={() => inputRef.current?.click()}
      >
        {M.choose}
      </Button>
      <p className="field-hint">{M.hint}</p>
      {uploading ? (
        <div className="upload-progress">
          <div
            className="progress-track"
            role="progressbar"
            aria-label="Subiendo imagen"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
          >
            <span className="progress-fill" style={{ width: `${progress}%` }} />
          </div>
          <span className="upload-progress-text">
            {M.uploading} {progress}%
          </span>
        </div>
      ) : null}
      {error ? <Alert tone="error" title={error} /> : null}
      <input
        ref={inputRef}
        type="file"
        accept={EVENT_IMAGE_ACCEPT}
        hidden
        aria-label="Elegir imagen del evento"
        onChange={(e) => void handleFile(e)}
      />
    </div>
  );
}
