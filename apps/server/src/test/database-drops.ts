/** The test databases being dropped: a PostgreSQL drop waits for a checkpoint, tests need not. */
const drops = new Set<Promise<void>>();

/** Starts a drop without waiting for it; droppedDatabases() does. */
export function dropLater(drop: () => Promise<void>): void {
  const dropped = drop().finally(() => drops.delete(dropped));
  drops.add(dropped);
}

/** Waits until every test database given up so far is gone (the setup file does, after each file). */
export async function droppedDatabases(): Promise<void> {
  await Promise.all(drops);
}
