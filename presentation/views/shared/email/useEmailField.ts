import { useState } from 'react';
import { isValidEmail } from '../../../../domain/embedded/Email';

/** What every email field is: the browser offers the visitor's addresses, a phone its email keyboard. */
export const EMAIL_INPUT_ATTRIBUTES = {
  type: 'email',
  inputMode: 'email',
  autoComplete: 'email',
  spellCheck: false,
} as const;

/** Why the field's address cannot be used: not an address, or one the visitor has already. */
export type EmailProblem = 'invalid' | 'same';

/**
 * An email field's state with the SPEC §5 check ("email fields must be valid emails"), shown on
 * intent: once the visitor has left the field with something in it, or pressed its button, and
 * from then on as they type. `taken` is an address the field may not take (the current one, when
 * changing it).
 */
export function useEmailField(taken?: string) {
  const [value, setValue] = useState('');
  const [checking, setChecking] = useState(false);
  const address = value.trim();
  const problem: EmailProblem | undefined = !isValidEmail(address)
    ? 'invalid'
    : address.toLowerCase() === taken?.toLowerCase()
      ? 'same'
      : undefined;
  return {
    value,
    setValue,
    /** The problem to show now, if any. */
    shownProblem: checking ? problem : undefined,
    /** The visitor left the field: an address typed in is checked from now on. */
    leave: () => setChecking((was) => was || address !== ''),
    /** The visitor asks to go on: the address, or undefined (and the problem shows) when it cannot be used. */
    submit: (): string | undefined => {
      setChecking(true);
      return problem === undefined ? address : undefined;
    },
  };
}
