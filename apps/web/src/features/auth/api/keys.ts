/** Query keys of the sign-in pages: a reset link's check. */
export const authKeys = {
  all: ['auth'] as const,
  resetToken: (token: string) => [...authKeys.all, 'reset-token', token] as const,
};
