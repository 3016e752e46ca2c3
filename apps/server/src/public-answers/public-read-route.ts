import type { TSchema } from '@fastify/type-provider-typebox';

/**
 * The options of a public read whose answer is kept for the anonymous callers until the content
 * changes (public-answers.ts): open to all, its 200 answer the one schema it has. The route names
 * its tags, summary and answer.
 */
export function publicReadRoute<const Answer extends TSchema>({
  tags,
  summary,
  answer,
}: {
  tags: string[];
  summary: string;
  answer: Answer;
}) {
  return {
    config: { keepPublicAnswer: true },
    schema: { tags, summary, response: { 200: answer } },
  };
}
