import { PROFILE_IMAGE_MESSAGES } from '@enlaza/shared/profile';
import { type ReactNode, useCallback, useId, useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { useEstimatedSize } from '../hooks/use-estimated-size';
import { useLoadedImage } from '../hooks/use-loaded-image';
import {
  type Area,
  type CropState,
  clampZoom,
  flip,
  INITIAL_CROP,
  rotateBy,
  ZOOM,
} from '../utils/crop-geometry';
import {
  CropError,
  type CropSource,
  DEFAULT_FORMAT,
  DEFAULT_OUTPUT_SIZE,
  formatBytes,
  OUTPUT_FORMATS,
  OUTPUT_SIZES,
  type OutputFormat,
  type OutputSize,
  QUALITY,
  renderCropFile,
} from '../utils/crop-output';
import {
  IconFlipHorizontal,
  IconFlipVertical,
  IconReset,
  IconRotateLeft,
  IconRotateRight,
} from './crop-icons';
import { CropPreviews } from './crop-previews';
import { CropStage } from './crop-stage';
import '../../../styles/avatar-crop.css';

const M = PROFILE_IMAGE_MESSAGES;

interface CropModalProps {
  /** The chosen image as a data URL. */
  src: string;
  onCancel: () => void;
  /** The cropped file, ready to upload. */
  onSave: (file: File) => void;
  /** A crop failure: the modal should close and show this message. */
  onError: (message: string) => void;
}

function ToolButton({ icon, label, onClick }: { icon: ReactNode; label: string; onClick: () => void }) {
  return (
    <button type="button" className="crop-tool" onClick={onClick}>
      {icon}
      <span>{label}</span>
    </button>
  );
}

/** 'Editar Foto de Perfil': a modal dialog with the cropper and the output options (spec 02 §2, §9). */
export function CropModal({ src, onCancel, onSave, onError }: CropModalProps) {
  const titleId = useId();
  const hintId = useId();
  const [crop, setCrop] = useState<CropState>(INITIAL_CROP);
  const [area, setArea] = useState<Area | null>(null);
  const [format, setFormat] = useState<OutputFormat>(DEFAULT_FORMAT);
  const [quality, setQuality] = useState<number>(QUALITY.initial);
  const [size, setSize] = useState<OutputSize>(DEFAULT_OUTPUT_SIZE);
  const [saving, setSaving] = useState(false);

  const editorFailed = useCallback(() => onError(M.editorFailed), [onError]);
  const image = useLoadedImage(src, editorFailed);
  const source = useMemo<CropSource | null>(
    () => (image && area ? { image: image.element, area, state: crop } : null),
    [image, area, crop],
  );
  const estimate = useEstimatedSize(source, { format, quality, size });

  const cancel = useCallback(() => {
    if (!saving) onCancel();
  }, [saving, onCancel]);

  const update = useCallback(
    (change: (state: CropState) => CropState) => {
      if (image) setCrop(change);
    },
    [image],
  );
  const zoomTo = (zoom: number) => update((s) => ({ ...s, zoom: clampZoom(zoom) }));

  async function save() {
    if (!source || saving) return;
    setSaving(true);
    try {
      const file = await renderCropFile(source, { format, quality, size }, Date.now());
      onSave(file);
    } catch (error) {
      onError(error instanceof CropError ? error.message : M.processFailed);
    }
  }

  return (
    <Modal
      backdropClassName="modal-backdrop"
      className="modal crop-modal"
      labelledBy={titleId}
      onClose={cancel}
      closable={!saving}
    >
      <header className="modal-header">
        <h2 id={titleId} className="modal-title">
          {M.modalTitle}
        </h2>
      </header>
      <div className="modal-body crop-body">
        <div className="crop-main">
          {image ? (
            <CropStage
              src={src}
              image={image.size}
              state={crop}
              describedBy={hintId}
              onChange={update}
              onArea={setArea}
              onZoomStep={(d) => zoomTo(crop.zoom + d * ZOOM.step)}
            />
          ) : (
            <div className="crop-stage-loading" role="status">
              <Spinner />
              <span>Cargando imagen...</span>
            </div>
          )}
          <p id={hintId} className="crop-hint">
            Arrastra la imagen o usa las flechas para encuadrarla; + y − cambian el zoom.
          </p>
          <div className="crop-field">
            <label htmlFor={`${titleId}-zoom`}>Zoom</label>
            <input
              id={`${titleId}-zoom`}
              type="range"
              min={ZOOM.min}
              max={ZOOM.max}
              step={ZOOM.step}
              value={crop.zoom}
              aria-valuetext={`${Math.round(crop.zoom * 100)}%`}
              disabled={!image}
              onChange={(e) => zoomTo(Number(e.target.value))}
            />
            <output htmlFor={`${titleId}-zoom`}>{Math.round(crop.zoom * 100)}%</output>
          </div>
          <div className="crop-tools">
            <ToolButton
              icon={<IconRotateLeft />}
              label="Rotar a la izquierda"
              onClick={() => update((s) => rotateBy(s, -1))}
            />
            <ToolButton
              icon={<IconRotateRight />}
              label="Rotar a la derecha"
              onClick={() => update((s) => rotateBy(s, 1))}
            />
            <ToolButton
              icon={<IconFlipHorizontal />}
              label="Voltear horizontal"
              onClick={() => update((s) => flip(s, 'horizontal'))}
            />
            <ToolButton
              icon={<IconFlipVertical />}
              label="Voltear vertical"
              onClick={() => update((s) => flip(s, 'vertical'))}
            />
            <ToolButton icon={<IconReset />} label="Restablecer" onClick={() => update(() => INITIAL_CROP)} />
          </div>
        </div>

        <div className="crop-side">
          <section aria-label="Vista previa">
            <h3 className="crop-side-title">Vista previa</h3>
            {source ? <CropPreviews source={source} /> : null}
          </section>
          <div className="crop-field">
            <label htmlFor={`${titleId}-format`}>Formato</label>
            <select
              id={`${titleId}-format`}
              className="input"
              value={format}
              onChange={(e) => setFormat(e.target.value as OutputFormat)}
            >
              {OUTPUT_FORMATS.map((f) => (
                <option key={f.type} value={f.type}>
                  {f.label}
                </option>
              ))}
            </select>
          </div>
          {format === 'image/jpeg' ? (
            <div className="crop-field">
              <label htmlFor={`${titleId}-quality`}>Calidad</label>
              <input
                id={`${titleId}-quality`}
                type="range"
                min={QUALITY.min}
                max={QUALITY.max}
                step={QUALITY.step}
                value={quality}
                aria-valuetext={`${quality}%`}
                onChange={(e) => setQuality(Number(e.target.value))}
              />
              <output htmlFor={`${titleId}-quality`}>{quality}%</output>
            </div>
          ) : null}
          <div className="crop-field">
            <label htmlFor={`${titleId}-size`}>Tamaño</label>
            <select
              id={`${titleId}-size`}
              className="input"
              value={size}
              onChange={(e) => setSize(Number(e.target.value) as OutputSize)}
            >
              {OUTPUT_SIZES.map((s) => (
                <option key={s} value={s}>
                  {s} × {s} px
                </option>
              ))}
            </select>
          </div>
          <p className="crop-estimate" aria-live="polite">
            Tamaño estimado: <strong>{estimate === null ? 'calculando...' : formatBytes(estimate)}</strong>
          </p>
        </div>
      </div>
      <footer className="modal-footer">
        {saving ? (
          <p className="crop-status" role="status">
            {M.processing}
          </p>
        ) : null}
        <Button variant="secondary" onClick={cancel} disabled={saving}>
          {M.cancel}
        </Button>
        <Button onClick={() => void save()} loading={saving} disabled={!source}>
          {saving ? M.saving : M.save}
        </Button>
      </footer>
    </Modal>
  );
}
