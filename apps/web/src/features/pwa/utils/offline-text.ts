/** The offline bar's text (spec 01 §4), shared by the app's bar and the islands' (no React there). */
export const OFFLINE_TEXT = 'Sin conexión a internet • Modo offline activo';
