import * as fc from 'fast-check';
import { KeyportError } from '../../../../domain/errors/KeyportError';
import { UNKNOWN_ERROR_TEXT, errorToSnackbarText } from '../../../../domain/errors/errorToSnackbarText';

describe('SPEC §8 snackbar error text', () => {
  it('SPEC §8: the fallback text is "Unknown error"', () => {
    expect(UNKNOWN_ERROR_TEXT).toBe('Unknown error');
  });

  it('SPEC §8: a string is shown as it is', () => {
    expect(errorToSnackbarText('User rejected the request')).toBe('User rejected the request');
    fc.assert(fc.property(fc.string({ minLength: 1 }), (text) => errorToSnackbarText(text) === text));
  });

  it('SPEC §8: an empty string counts as no text', () => {
    expect(errorToSnackbarText('')).toBe('Unknown error');
  });

  it('SPEC §8: a Keyport error shows its short message, not its details', () => {
    const error = new KeyportError('SIGNATURE_DECLINED', 'Signature declined', { details: 'code 4001' });
    expect(errorToSnackbarText(error)).toBe('Signature declined');
  });

  it('SPEC §8: a validation result shows its first issue message', () => {
    expect(errorToSnackbarText({ issues: [{ message: 'Invalid email' }, { message: 'second' }] })).toBe(
      'Invalid email',
    );
  });

  it('SPEC §8: issues without a readable first message fall through to the message', () => {
    expect(errorToSnackbarText({ issues: [], message: 'outer' })).toBe('outer');
    expect(errorToSnackbarText({ issues: [{ message: 42 }], message: 'outer' })).toBe('outer');
    expect(errorToSnackbarText({ issues: ['text'], message: 'outer' })).toBe('outer');
    expect(errorToSnackbarText({ issues: [null], message: 'outer' })).toBe('outer');
    expect(errorToSnackbarText({ issues: [{}], message: 'outer' })).toBe('outer');
    expect(errorToSnackbarText({ issues: 'not a list', message: 'outer' })).toBe('outer');
  });

  it('SPEC §8: an Error or an object with a message shows the message', () => {
    expect(errorToSnackbarText(new Error('Network down'))).toBe('Network down');
    expect(errorToSnackbarText({ message: 'From the wallet' })).toBe('From the wallet');
  });

  it('SPEC §8: anything else is "Unknown error"', () => {
    for (const value of [undefined, null, 42, true, {}, { message: '' }, { message: 7 }, new Error(''), []]) {
      expect(errorToSnackbarText(value)).toBe('Unknown error');
    }
  });
});
