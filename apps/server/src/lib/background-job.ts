/**
 * A job an instance runs in the background on a timer (the contact form's mail, the forges'
 * refresh, scheduled backups, the generated résumé): one run at a time in the instance (a run
 * asked for while one is in flight joins it), the next a delay after the last one ended, whatever
 * it answered; a failed run is reported and the loop goes on. stop() ends the loop and waits for
 * the run in flight.
 */
export interface BackgroundJob<T> {
  /** Runs the job now, or joins the run in flight. */
  run(): Promise<T>;
  /** Starts the loop: its first run after `firstDelayMs` (the loop's delay unless given). */
  start(firstDelayMs?: number): void;
  stop(): Promise<void>;
  /** stop() was called: a long run may end early. */
  readonly stopped: boolean;
}

export function backgroundJob<T>(
  job: () => Promise<T>,
  { delayMs, onError }: { delayMs: number; onError: (err: unknown) => void },
): BackgroundJob<T> {
  let running: Promise<T> | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const run = (): Promise<T> => {
    running ??= job().finally(() => {
      running = undefined;
    });
    return running;
  };

  const schedule = (wait: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      run()
        .catch(onError)
        .finally(() => schedule(delayMs));
    }, wait);
    timer.unref();
  };

  return {
    run,
    start: (firstDelayMs = delayMs) => schedule(firstDelayMs),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => undefined);
    },
    get stopped() {
      return stopped;
    },
  };
}
