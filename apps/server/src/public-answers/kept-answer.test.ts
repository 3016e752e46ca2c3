import { describe, expect, it } from 'vitest';
import { AnswerStore, buildAnswer } from './answer-store.js';
import type { ContentVersion } from './content-version.js';
import { keptAnswers, unkept } from './kept-answer.js';

/** A content version the test moves by hand. */
function version(): ContentVersion & { value: number } {
  return {
    value: 0,
    read() {
      return this.value;
    },
    bump() {
      this.value += 1;
      return undefined;
    },
  };
}

describe('keptAnswer', () => {
  it('builds an answer once per content version, and again after a change', async () => {
    const content = version();
    const keptAnswer = keptAnswers(content, new AnswerStore());
    let builds = 0;
    const build = async () => buildAnswer(200, 'text/plain', `answer ${++builds}`);
    const first = await keptAnswer('k', build);
    expect(await keptAnswer('k', build)).toBe(first);
    content.bump();
    const second = await keptAnswer('k', build);
    expect(second).not.toBe(first);
    expect(builds).toBe(2);
  });

  it('keeps an answer at the version read before it was built: a change meanwhile leaves it stale', async () => {
    const content = version();
    const keptAnswer = keptAnswers(content, new AnswerStore());
    let builds = 0;
    await keptAnswer('k', async () => {
      content.bump();
      return buildAnswer(200, 'text/plain', `answer ${++builds}`);
    });
    await keptAnswer('k', async () => buildAnswer(200, 'text/plain', `answer ${++builds}`));
    expect(builds).toBe(2);
  });

  it('keeps neither what is unkept nor anything without a key', async () => {
    const keptAnswer = keptAnswers(version(), new AnswerStore());
    let builds = 0;
    const notFound = async () => unkept(++builds);
    expect(await keptAnswer('k', notFound)).toEqual({ unkept: 1 });
    expect(await keptAnswer('k', notFound)).toEqual({ unkept: 2 });
    const page = async () => buildAnswer(200, 'text/plain', `answer ${++builds}`);
    await keptAnswer(undefined, page);
    await keptAnswer(undefined, page);
    expect(builds).toBe(4);
  });

  it('builds once for the requests that miss it at the same time, and shares no unkept answer', async () => {
    const keptAnswer = keptAnswers(version(), new AnswerStore());
    let builds = 0;
    const slowPage = async () => {
      builds += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return buildAnswer(200, 'text/plain', 'the page');
    };
    const answers = await Promise.all(Array.from({ length: 10 }, () => keptAnswer('k', slowPage)));
    expect(builds).toBe(1);
    expect(new Set(answers).size).toBe(1);

    let redirects = 0;
    const slowRedirect = async () => {
      const mine = ++redirects;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return unkept(mine);
    };
    const moved = await Promise.all(Array.from({ length: 3 }, () => keptAnswer('r', slowRedirect)));
    expect(moved.map((answer) => ('unkept' in answer ? answer.unkept : 0)).sort()).toEqual([
      1, 2, 3,
    ]);
  });
});
