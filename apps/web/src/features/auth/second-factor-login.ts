import { apiPaths, ErrorCode, type LoginResponse, SECOND_STEP_EXPIRED } from '@portfolio/contract';
import { ApiError, api } from '../../lib/api';

/** The ticket of a login whose password was right and whose account asks for a second factor. */
export function secondFactorTicket(err: unknown): string | undefined {
  return err instanceof ApiError && err.code === ErrorCode.SECOND_FACTOR_REQUIRED
    ? err.ticket
    : undefined;
}

/** The login's second step: the ticket and a code; answers the access token. */
export async function signInWithCode(ticket: string, code: string): Promise<string> {
  const { access_token } = await api<LoginResponse>(apiPaths.auth.loginSecondFactor, {
    method: 'POST',
    json: { ticket, code: code.trim() },
  });
  return access_token;
}

/** True when the second step can no longer finish: its ticket expired, or the login is locked. */
export function secondStepOver(err: unknown): boolean {
  return err instanceof ApiError && (err.status === 429 || err.message === SECOND_STEP_EXPIRED);
}
