/**
 * One value, loaded on demand and kept for `ttlMs`. Callers that arrive while it loads share that
 * one load (single flight), so a burst of visitors makes one upstream call.
 */
export class SharedValue<T> {
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
}

/**
 * One value, fresh for `ttlMs`; after that the old value is answered at once while one load in the
 * background replaces it (stale while revalidate). After a failed load nobody asks again for
 * `backoffMs`: the stale value is served meanwhile, or, with none, the failure again, at once.
 * Only the very first load is waited for; callers arriving during it share it.
 */
export class StaleWhileRevalidateValue<T> {
  #value: { value: T; at: number } | undefined;
  #loading: Promise<T> | undefined;
  #failure: { error: unknown; at: number } | undefined;

  constructor(private readonly options: { ttlMs: number; backoffMs: number; now: () => Date }) {}

  async get(load: () => Promise<T>): Promise<T> {
    const now = this.options.now().getTime();
    const value = this.#value;
    if (value && now - value.at < this.options.ttlMs) return value.value;
    const failure = this.#failure;
    const backingOff = failure !== undefined && now - failure.at < this.options.backoffMs;
    if (value) {
      // The load's own handler records its failure; nobody waits for it here.
      if (!backingOff) this.#load(load).catch(() => {});
      return value.value;
    }
    if (failure && backingOff) throw failure.error;
    return this.#load(load);
  }

  #load(load: () => Promise<T>): Promise<T> {
    this.#loading ??= load()
      .then(
        (value) => {
          this.#value = { value, at: this.options.now().getTime() };
          this.#failure = undefined;
          return value;
        },
        (error: unknown) => {
          this.#failure = { error, at: this.options.now().getTime() };
          throw error;
        },
      )
      .finally(() => {
        this.#loading = undefined;
      });
    return this.#loading;
  }
}
