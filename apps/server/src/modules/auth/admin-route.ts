import type { TSchema } from '@fastify/type-provider-typebox';
import { requireAdmin } from './guard.js';

/**
 * The options of an Admin-only call that declares nothing but its answer: no body, no parameters,
 * no failure notification. The route names its tags, summary, answer and error answers.
 */
export function adminOnlyRoute<
  const Answer extends TSchema,
  const Errors extends Record<number, TSchema>,
>({
  tags,
  summary,
  answer,
  errors,
}: {
  tags: string[];
  summary: string;
  answer: Answer;
  errors: Errors;
}) {
  return {
    onRequest: requireAdmin,
    schema: { tags, summary, response: { 200: answer, ...errors } },
  };
}
