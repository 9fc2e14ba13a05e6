import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useNavigate } from 'react-router';
import { MSG, type AuthUser } from '@portal/contracts';
import { ApiError, setUnauthorizedHandler } from '../../lib/api-client.ts';
import { AuthContext, type AuthState, type SessionStatus } from '../../lib/auth-context.ts';
import { meKeys, meQueryOptions } from './get-me.ts';
import { logout } from './logout.ts';
import { tokenStorage } from '../../lib/token-storage.ts';

/**
 * Owns the session: a stored token signs the user in on load through /api/v1/me; a 401 from any call,
 * a sign-out here or in another tab ends it and drops every cached answer.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [token, setToken] = useState(tokenStorage.get);
  const me = useQuery({ ...meQueryOptions(), enabled: token !== null });
  const { refetch } = me;
  const signingOut = useRef(false);

  // A 401 clears the stored token; the session check started with the page (startFirstScreen) may
  // have had it before this provider listened.
  const refused = me.error instanceof ApiError && me.error.status === 401;
  const status: SessionStatus =
    token === null || refused ? 'signed-out' : me.data ? 'signed-in' : me.isError ? 'error' : 'loading';

  const forget = useCallback(() => {
    tokenStorage.clear();
    queryClient.clear();
    setToken(null);
  }, [queryClient]);

  useEffect(
    () =>
      setUnauthorizedHandler(() => {
        if (status === 'signed-in' && !signingOut.current) message.warning(MSG.unauthenticated);
        forget();
      }),
    [forget, message, status],
  );

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== tokenStorage.key && event.key !== null) return;
      const stored = tokenStorage.get();
      if (stored === null) {
        queryClient.clear();
        setToken(null);
      } else if (stored !== token) {
        setToken(stored);
        void queryClient.invalidateQueries({ queryKey: meKeys.all });
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [queryClient, token]);

  const signIn = useCallback(
    (newToken: string, user: AuthUser) => {
      tokenStorage.set(newToken);
      queryClient.setQueryData(meQueryOptions().queryKey, user);
      setToken(newToken);
    },
    [queryClient],
  );

  const replaceToken = useCallback((newToken: string) => {
    tokenStorage.set(newToken);
    setToken(newToken);
  }, []);

  const updateUser = useCallback(
    (user: AuthUser) => queryClient.setQueryData(meQueryOptions().queryKey, user),
    [queryClient],
  );

  const signOut = useCallback(async () => {
    signingOut.current = true;
    try {
      await logout();
    } catch {
      // The session ends here whatever the server answers: an expired token is already revoked.
    } finally {
      signingOut.current = false;
    }
    forget();
    navigate('/login', { replace: true });
  }, [forget, navigate]);

  const retry = useCallback(() => void refetch(), [refetch]);

  const value = useMemo<AuthState>(
    () => ({
      status,
      user: status === 'signed-in' ? (me.data ?? null) : null,
      signIn,
      replaceToken,
      updateUser,
      signOut,
      retry,
    }),
    [status, me.data, signIn, replaceToken, updateUser, signOut, retry],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
