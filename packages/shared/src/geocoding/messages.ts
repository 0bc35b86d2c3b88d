export const GEOCODING_QUERY_MIN = 3;
export const GEOCODING_QUERY_MAX = 200;
export const GEOCODING_LIMIT_MAX = 5;
/** The address field waits this long after the last keystroke before searching (spec 02 §9). */
export const GEOCODING_DEBOUNCE_MS = 500;

export const GEOCODING_MESSAGES = {
  noResults: 'No se encontraron direcciones en Argentina',
  queryShort: `Escribe al menos ${GEOCODING_QUERY_MIN} caracteres para buscar`,
  queryLong: `La búsqueda no puede tener más de ${GEOCODING_QUERY_MAX} caracteres`,
  limitInvalid: `El límite debe ser un número entre 1 y ${GEOCODING_LIMIT_MAX}`,
  unavailable: 'El servicio de direcciones no está disponible. Intenta de nuevo en unos minutos.',
  attribution: '© colaboradores de OpenStreetMap',
} as const;
