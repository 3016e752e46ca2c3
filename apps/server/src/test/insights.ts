import { apiPaths, type InsightsSummary } from '@portfolio/contract';
import { expectStatus, type TestContext } from './app.js';

/** The owner's insights of the last `days` days, as GET /api/insights/summary answers them. */
export async function insightsSummary(
  ctx: TestContext,
  token: string,
  days = 7,
): Promise<InsightsSummary> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `${apiPaths.insights.summary}?days=${days}`,
    headers: ctx.auth(token),
  });
  expectStatus(res, 200);
  return res.json<InsightsSummary>();
}
