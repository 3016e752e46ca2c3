/**
 * One value, loaded on demand and kept for `ttlMs`. Callers that arrive while it loads share that
 * one load (single flight), so a burst of visitors makes one upstream call.
 */
export class SharedCache<T> {
  #value: { value: T; at: number } | undefined;
  #loading: Promise<T> | undefined;

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => Date,
  ) {}

  async get(load: () => Promise<T>): Promise<T> {
    if (this.#value && this.now().getTime() - this.#value.at < this.ttlMs) return this.#value.value;
    this.#loading ??= load()
      .then((value) => {
        this.#value = { value, at: this.now().getTime() };
        return value;
      })
      .finally(() => {
        this.#loading = undefined;
      });
    return this.#loading;
  }

  /** The last value loaded, however old: what to serve when a new load fails. */
  last(): T | undefined {
    return this.#value?.value;
  }
}
