import { apiPaths, type LoginResponse, USER_TYPE_ADMIN, type UserData } from '@portfolio/contract';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { adminPaths } from '../lib/admin-screens';
import {
  ApiError,
  api,
  callsWithTokenAnswered,
  setExpiredTokenHandler,
  tokenStore,
} from '../lib/api';
import { paths } from '../lib/paths';
import { createRequiredContext } from '../lib/required-context';

export type SessionState =
  | { status: 'loading' }
  | { status: 'anonymous'; notice?: string }
  | { status: 'unreachable'; message: string }
  | { status: 'authenticated'; user: UserData };

export interface Session {
  state: SessionState;
  isAdmin: boolean;
  login(userId: string, password: string): Promise<void>;
  /** Another sign-in (a passkey) answered this access token, as the password login does. */
  loginWithToken(accessToken: string): Promise<void>;
  logout(): Promise<void>;
  /** The server has ended this session already (e.g. 'Sign out everywhere'): leave with a notice. */
  ended(notice: string): void;
  retry(): void;
}

const SessionContext = createRequiredContext<Session>('Session');

export const EXPIRED_NOTICE = 'Your session has ended. Log in again.';

/**
 * The owner's login: the token lives in browser storage, so a reload loads the user again from it
 * (the older implementation lost the login here). A token the API refuses ends the session.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [state, setState] = useState<SessionState>(() =>
    tokenStore.get() ? { status: 'loading' } : { status: 'anonymous' },
  );
  const [attempt, setAttempt] = useState(0);

  const loadUser = useCallback(async () => {
    try {
      const user = await api<UserData>(apiPaths.auth.userdata, { auth: true });
      setState({ status: 'authenticated', user });
    } catch (err) {
      if (err instanceof ApiError && (err.status === 401 || err.status === 403)) {
        tokenStore.clear();
        setState({ status: 'anonymous', notice: EXPIRED_NOTICE });
      } else {
        setState({
          status: 'unreachable',
          message: err instanceof Error ? err.message : 'The server cannot be reached.',
        });
      }
    }
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the load on retry
  useEffect(() => {
    if (tokenStore.get()) void loadUser();
  }, [loadUser, attempt]);

  useEffect(() => {
    setExpiredTokenHandler(() => {
      tokenStore.clear();
      setState({ status: 'anonymous', notice: EXPIRED_NOTICE });
      navigate(paths.home);
    });
    return () => setExpiredTokenHandler(undefined);
  }, [navigate]);

  const loginWithToken = useCallback(
    async (accessToken: string) => {
      tokenStore.set(accessToken);
      await loadUser();
      navigate(adminPaths.root);
    },
    [loadUser, navigate],
  );

  const login = useCallback(
    async (userId: string, password: string) => {
      const { access_token } = await api<LoginResponse>(apiPaths.auth.login, {
        method: 'POST',
        json: { user_id: userId, password },
      });
      await loginWithToken(access_token);
    },
    [loginWithToken],
  );

  const logout = useCallback(async () => {
    // A call of the screen still on its way (its notifications) would reach the server after the
    // session ended, and be refused: the logout goes once they have answered.
    await callsWithTokenAnswered();
    try {
      await api(apiPaths.auth.logout, { method: 'POST', auth: true });
    } catch {
      // The token is dropped here whatever the server says; it expires there on its own.
    }
    tokenStore.clear();
    // Anonymous first: the admin area (its notifications among it) is gone before the login shows.
    setState({ status: 'anonymous' });
    navigate(paths.home);
  }, [navigate]);

  const value = useMemo<Session>(
    () => ({
      state,
      isAdmin: state.status === 'authenticated' && state.user.user_type === USER_TYPE_ADMIN,
      login,
      loginWithToken,
      logout,
      ended: (notice: string) => {
        tokenStore.clear();
        navigate(paths.home);
        setState({ status: 'anonymous', notice });
      },
      retry: () => {
        setState({ status: 'loading' });
        setAttempt((n) => n + 1);
      },
    }),
    [state, login, loginWithToken, logout, navigate],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export const useSession = SessionContext.useValue;
