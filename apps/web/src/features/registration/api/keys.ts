/** Query keys of the registration page. */
export const registrationKeys = {
  all: ['registration'] as const,
  publicConfig: () => [...registrationKeys.all, 'public-config'] as const,
};
