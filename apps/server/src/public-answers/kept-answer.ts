import type { AnswerStore, CachedAnswer } from './answer-store.js';
import type { ContentVersion } from './content-version.js';

/** What a build made for this request alone, never kept: a 404 page, a redirect, a stream. */
export interface Unkept<T> {
  readonly unkept: T;
}

export const unkept = <T>(value: T): Unkept<T> => ({ unkept: value });

/**
 * The answer kept under `key` at the current content version, or a new one from `build`, kept
 * at the version read before it was built: a change made while it was built leaves it stale. A
 * build may answer something not to keep instead (`unkept`); an undefined key keeps nothing.
 */
export type KeptAnswer<Answer extends CachedAnswer = CachedAnswer> = <
  Built extends Answer | Unkept<unknown>,
>(
  key: string | undefined,
  build: (version: number) => Promise<Built>,
) => Promise<Answer | Built>;

/**
 * The one way a public answer is kept, invalidated by any change of public content: the pages,
 * the feed, the web manifest, the social images and the media each call it from their handler.
 * Requests that miss the same answer while it is built wait for that one build: after a change,
 * a hundred visitors at once cost one render and one compression, not a hundred.
 */
export function keptAnswers<Answer extends CachedAnswer>(
  version: ContentVersion,
  answers: AnswerStore<Answer>,
): KeptAnswer<Answer> {
  const building = new Map<string, Promise<Answer | Unkept<unknown>>>();
  return async (key, build) => {
    const read = version.read();
    const current = typeof read === 'number' ? read : await read;
    if (key === undefined) return build(current);
    const kept = answers.get(key, current);
    if (kept) return kept;
    const slot = `${current} ${key}`;
    const pending = building.get(slot);
    if (pending) {
      // What the other request's build made for it alone (a redirect, a 304) is not shared.
      const shared = await pending.catch(() => undefined);
      return shared && !('unkept' in shared) ? shared : build(current);
    }
    const built = build(current);
    building.set(slot, built);
    try {
      const answer = await built;
      if (!('unkept' in answer)) answers.set(key, current, answer as Answer);
      return answer;
    } finally {
      building.delete(slot);
    }
  };
}
