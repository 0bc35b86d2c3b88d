/** Generic API answers, in Spanish, for every status the error handler produces. */
export const HTTP_MESSAGES = {
  validation: 'Revisa los datos ingresados',
  invalidValue: 'El valor no es válido',
  invalidBody: 'El cuerpo de la solicitud no tiene el formato esperado',
  invalidJson: 'El cuerpo de la solicitud no es JSON válido',
  unsupportedMediaType: 'Tipo de contenido no soportado',
  unauthorized: 'Tu sesión expiró o no es válida. Inicia sesión nuevamente.',
  forbidden: 'No tienes permiso para realizar esta acción',
  notFound: 'Recurso no encontrado',
  routeNotFound: 'Ruta no encontrada',
  badUrl: 'La dirección solicitada no es válida',
  urlTooLong: 'La dirección solicitada es demasiado larga',
  conflict: 'El recurso ya existe',
  payloadTooLarge: 'La solicitud es demasiado grande',
  tooManyRequests: 'Demasiados intentos. Espera un momento y vuelve a intentar.',
  busy: 'Hay muchas solicitudes en este momento. Espera unos segundos y vuelve a intentar.',
  internal: 'Error interno del servidor. Intenta de nuevo más tarde.',
  storageUnavailable: 'Las imágenes no están disponibles en este momento. Intenta de nuevo en unos minutos.',
  connection: 'Error de conexión',
} as const;

export interface FieldError {
  field: string;
  message: string;
}

/** The shape of every error answer of the API. */
export interface ApiErrorBody {
  message: string;
  errors?: FieldError[];
}
