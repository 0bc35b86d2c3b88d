/** The slice of pino that modules use outside a request (a request has `request.log`). */
export interface Logger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export const silentLogger: Logger = { info() {}, warn() {}, error() {} };
