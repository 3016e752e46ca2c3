import { ErrorBody } from '@portfolio/contract';

/**
 * A route schema's error answers, each in the one error shape: spread beside the 200 of its
 * `response` (`{ 200: Post, ...errorAnswers(401, 403) }`) so the API document names every status
 * the call can answer.
 */
export function errorAnswers<const Status extends number>(
  ...statuses: Status[]
): Record<Status, typeof ErrorBody> {
  return Object.fromEntries(statuses.map((status) => [status, ErrorBody])) as Record<
    Status,
    typeof ErrorBody
  >;
}
