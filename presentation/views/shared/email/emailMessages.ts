/**
 * What an email field says (the Connect view's login, the Account view's email update): shared by
 * the connect and embedded-wallet view groups, so each group's table merges it.
 */
export const emailMessages = {
  'email.label': 'Email',
  'email.invalid': 'Enter a valid email',
} as const;
