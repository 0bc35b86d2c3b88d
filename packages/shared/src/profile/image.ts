import { LIMITS } from '../limits/limits';

/** Texts of spec 02 §5 and §8 about the profile photo. */
export const PROFILE_IMAGE_MESSAGES = {
  missing: 'No se seleccionó ningún archivo',
  tooLarge: 'La imagen es muy grande. Tamaño máximo: 5MB',
  badFormat: 'Formato no válido. Usa JPG, PNG o WebP',
  uploadFailed: 'Error al subir la imagen. Intenta de nuevo.',
  readFailed: 'Error al cargar la imagen. Intenta de nuevo.',
  readFailedDetail: 'Error al leer el archivo',
  cropFailed: 'No se pudo procesar la imagen',
  generateFailed: 'Error al generar la imagen',
  editorFailed: 'Error en el editor de imagen',
  processFailed: 'Error al procesar la imagen',
  processing: 'Procesando imagen...',
  saving: 'Guardando...',
  modalTitle: 'Editar Foto de Perfil',
  save: 'Guardar Imagen',
  cancel: 'Cancelar',
} as const;

/** The multipart field the upload is sent in. */
export const PROFILE_IMAGE_FIELD = 'profile_image';

export const PROFILE_IMAGE_MAX_BYTES = LIMITS.imageMaxBytes;

/** What the file picker accepts; the server checks the bytes themselves, not these. */
export const PROFILE_IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PROFILE_IMAGE_EXTENSIONS = ['jpeg', 'jpg', 'png', 'webp'] as const;

/** The longest side of the stored avatar, in pixels. */
export const PROFILE_IMAGE_STORED_SIZE = 512;
