/**
 * Runs that the callers of one key share while it is in flight: the first caller starts it, the
 * others wait for that run; once it has settled, the next caller starts another.
 */
export function oneFlight<T>(): (key: string, start: () => Promise<T>) => Promise<T> {
  const running = new Map<string, Promise<T>>();
  return (key, start) => {
    let pending = running.get(key);
    if (!pending) {
      pending = start().finally(() => running.delete(key));
      running.set(key, pending);
    }
    return pending;
  };
}
