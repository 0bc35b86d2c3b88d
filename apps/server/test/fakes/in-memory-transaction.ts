/** Something whose rows a fake transaction puts back when the work throws. */
export interface Snapshotting {
  /** Copies the current state; calling the answer restores it. */
  snapshot(): () => void;
}

/**
 * A fake store's `transaction(work)`: the work sees the store itself; if it throws, every part
 * named rolls back to where it was, as a database transaction would.
 */
export async function inMemoryTransaction<T>(
  parts: readonly Snapshotting[],
  work: () => Promise<T>,
): Promise<T> {
  const restores = parts.map((part) => part.snapshot());
  try {
    return await work();
  } catch (error) {
    for (const restore of restores) restore();
    throw error;
  }
}

/** A snapshot of an array of plain rows (rows are copied, so later changes to them roll back too). */
export function snapshotRows<T>(rows: T[]): () => void {
  const copy = structuredClone(rows);
  return () => {
    rows.splice(0, rows.length, ...copy);
  };
}

/** The error a unique index raises (SQLite's wording, read by db/unique-violation.ts). */
export function uniqueViolation(table: string, column: string): Error {
  return new Error(`UNIQUE constraint failed: ${table}.${column}`);
}
