import type { Logger } from '../../src/lib/logger';

/** A Logger that keeps its lines, so a test can see what was warned. */
export class FakeLog implements Logger {
  readonly lines: { level: 'info' | 'warn' | 'error'; obj: object; msg: string | undefined }[] = [];

  info(obj: object, msg?: string): void {
    this.lines.push({ level: 'info', obj, msg });
  }

  warn(obj: object, msg?: string): void {
    this.lines.push({ level: 'warn', obj, msg });
  }

  error(obj: object, msg?: string): void {
    this.lines.push({ level: 'error', obj, msg });
  }

  messages(level: 'info' | 'warn' | 'error'): (string | undefined)[] {
    return this.lines.filter((l) => l.level === level).map((l) => l.msg);
  }
}
