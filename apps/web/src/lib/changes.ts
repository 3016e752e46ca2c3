/**
 * Tells whoever listens (the notification badge) that the owner changed something. The server writes
 * a notification for every change, successful or not, so listeners reload after either.
 */
const listeners = new Set<() => void>();

export function onContentChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Runs a management call and announces the change once it has settled, whatever the answer. */
export async function change<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } finally {
    for (const listener of listeners) listener();
  }
}
