import { createContext, useContext } from 'react';
import type { AuthUser } from '@portal/contracts';

export type SessionStatus = 'loading' | 'signed-in' | 'signed-out' | 'error';

export interface AuthState {
  status: SessionStatus;
  user: AuthUser | null;
  /** Stores the token of a fresh sign-in and the user it belongs to. */
  signIn(token: string, user: AuthUser): void;
  /** Keeps the session going with a new token (after a password change the old one is revoked). */
  replaceToken(token: string): void;
  updateUser(user: AuthUser): void;
  /** Revokes the token, forgets it and every cached answer, and goes to /login. */
  signOut(): Promise<void>;
  /** Asks /api/v1/me again after it failed without an answer. */
  retry(): void;
}

export const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth is used outside AuthProvider');
  return auth;
}

/** The signed-in user; only for screens behind the sign-in guard. */
export function useCurrentUser(): AuthUser {
  const { user } = useAuth();
  if (!user) throw new Error('useCurrentUser is used outside the signed-in area');
  return user;
}
