import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';

v8.setFlagsFromString('--expose-gc');

/**
 * A full collection, now: for a test that measures without what earlier work left to collect, or
 * that proves something still works once what is only weakly held is gone.
 */
export const collectGarbage = runInNewContext('gc') as () => void;
