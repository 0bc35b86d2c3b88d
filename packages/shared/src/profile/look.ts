import { LIMITS } from '../limits/limits';

/** The background image of the page (issue 24): texts of the appearance section and the API. */
export const BACKGROUND_IMAGE_MESSAGES = {
  title: 'Imagen de fondo',
  hint: 'JPG, PNG o WebP de hasta 5MB. La oscurecemos o aclaramos lo justo para que tu texto se lea bien.',
  choose: 'Elegir imagen de fondo',
  replace: 'Cambiar imagen de fondo',
  remove: 'Quitar imagen de fondo',
  uploading: 'Subiendo imagen...',
  uploaded: 'Imagen de fondo guardada',
  removed: 'Imagen de fondo quitada',
  missing: 'No se seleccionó ningún archivo',
  tooLarge: 'La imagen es muy grande. Tamaño máximo: 5MB',
  badFormat: 'Formato no válido. Usa JPG, PNG o WebP',
  uploadFailed: 'Error al subir la imagen. Intenta de nuevo.',
  overlayNote: (percent: number) =>
    percent > 0 ? `Velo sobre la imagen: ${percent} % para que el texto se lea bien.` : '',
} as const;

/** The multipart field of POST /users/profile/background. */
export const BACKGROUND_IMAGE_FIELD = 'image';
export const BACKGROUND_IMAGE_MAX_BYTES = LIMITS.imageMaxBytes;
/** The longest side of the stored background, in pixels. */
export const BACKGROUND_IMAGE_STORED_SIZE = 1600;

/** Texts of the font and button style choices. */
export const LOOK_MESSAGES = {
  fontTitle: 'Fuente',
  buttonStyleTitle: 'Estilo de botones',
  previewLink: 'Enlace de ejemplo',
} as const;

/** 'Código QR de tu página' on the dashboard home (issue 24). */
export const PROFILE_QR_MESSAGES = {
  title: 'Código QR de tu página',
  hint: 'Imprímelo en flyers, carteles o en tu escenario: lleva a tu página.',
  downloadPng: 'Descargar PNG',
  downloadSvg: 'Descargar SVG',
  alt: (username: string) => `Código QR que lleva a /u/${username}`,
  fallback:
    'Tus colores no tienen contraste suficiente para que todos los lectores lean el código: lo hicimos en negro sobre blanco.',
  inColors: 'En los colores de tu página.',
} as const;

/** The file names of the QR downloads. */
export const profileQrFileName = (username: string, ext: 'png' | 'svg') => `enlaza-qr-${username}.${ext}`;
