/**
 * Every answer of our API carries its payload under `data`. The web reads only that envelope (never the
 * older top-level duplicates some answers still carry), so it works before and after they are dropped.
 */
export interface Envelope<T> {
  data: T;
}
