/** Message strings shown to users. The spec's texts are copied exactly; the rest are ours. */
export const MSG = {
  unexpected: 'Unexpected Error',
  tryAgain: 'Something went wrong! Try again later.',
  unauthenticated: 'Your session has ended. Please sign in again.',
  forbidden: 'You do not have permission to do this.',
  notFound: 'Not Found',
  validation: 'The given data was invalid.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',

  login: {
    emailRequired: 'Email is required',
    emailInvalid: 'Email is invalid',
    passwordRequired: 'Password is required',
    badCredentials: 'These credentials do not match our records.',
    inactive: 'This account is not active.',
    success: 'Signed in successfully.',
  },
  logout: 'Signed out.',

  changePassword: {
    oldRequired: 'Old password is required!',
    newRequired: 'New password is required!',
    confirmRequired: 'Confirm password is required!',
    mismatch: 'Passwords must match',
    sameAsOld: 'The new password must be different from the old one!',
    tooShort: 'Password must be at least 8 characters!',
    oldIncorrect: 'Old password is incorrect!',
    unknown: 'Unknown error!',
    success: 'Password changed successfully.',
  },

  reset: {
    mailRequired: 'Mail is required',
    emailInvalid: 'Email is invalid',
    requested: 'If an account exists for that address, a reset link has been sent to it.',
    badToken: 'This password reset link is invalid or has expired.',
    tokenOk: 'Token is valid.',
    success: 'Your password has been reset. You can now sign in.',
  },

  profile: {
    phoneInvalid: 'Phone must contain 10 digits!',
    updated: 'Profile updated successfully.',
  },
} as const;
