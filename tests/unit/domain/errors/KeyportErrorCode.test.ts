import * as headless from '../../../../infrastructure/composition/headless';
import * as page from '../../../../presentation/errors';
import * as pageEntry from '../../../../presentation/index';
import { KeyportError } from '../../../../domain/errors/KeyportError';
import { KEYPORT_ERROR_CODES } from '../../../../domain/errors/KeyportErrorCode';
import { productSources } from '../../../support/productSources';

interface ErrorClass {
  readonly name: string;
  readonly file: string;
  /** The code its constructor passes to KeyportError, or undefined when it is not a literal. */
  readonly code: string | undefined;
}

/**
 * Every KeyportError subclass declared in the product, read from the source: the class name and
 * the first string literal of its `super(` call (the code; KeyportError's first parameter).
 */
function declaredErrorClasses(): readonly ErrorClass[] {
  return productSources().flatMap(({ file, text }) =>
    [...text.matchAll(/export class (\w+) extends KeyportError\b[^{]*\{/g)].map((match) => {
      const body = text.slice((match.index ?? 0) + match[0].length);
      const superCall = /\bsuper\(\s*'([A-Z0-9_]+)'/.exec(body.slice(0, body.search(/\n}\n/)));
      return { name: match[1] ?? '', file, code: superCall?.[1] };
    }),
  );
}

describe('KeyportErrorCode (SPEC §8: every error a host can catch has a code from one list)', () => {
  const classes = declaredErrorClasses();
  const listed = new Set<string>(KEYPORT_ERROR_CODES);

  it('finds the error classes of the product (the source reading still matches)', () => {
    expect(classes.length).toBeGreaterThanOrEqual(75);
    expect(classes).toContainEqual({
      name: 'HttpStatusError',
      file: 'domain/errors/HttpStatusError.ts',
      code: 'HTTP_STATUS',
    });
  });

  it('every error class passes a literal code that is in the list', () => {
    const unlisted = classes.filter(
      (errorClass) => errorClass.code === undefined || !listed.has(errorClass.code),
    );
    expect(unlisted).toEqual([]);
  });

  it('every listed code is used by an error class (no code a host waits for in vain)', () => {
    const used = new Set(classes.map((errorClass) => errorClass.code));
    expect(KEYPORT_ERROR_CODES.filter((code) => !used.has(code))).toEqual([]);
  });

  it('the list names each code once', () => {
    expect(new Set(KEYPORT_ERROR_CODES).size).toBe(KEYPORT_ERROR_CODES.length);
  });

  it.each([
    ["the page's errors module (presentation/errors.ts)", page as Record<string, unknown>],
    ['the Node entry (headless.ts)', headless as Record<string, unknown>],
  ])('every error class and the base are exported from %s', (_entry, exports) => {
    const missing = [...classes.map((errorClass) => errorClass.name), 'KeyportError'].filter(
      (name) => typeof exports[name] !== 'function',
    );
    expect(missing).toEqual([]);
    expect(exports['KeyportError']).toBe(KeyportError);
  });

  it("the page's main entry gives the base class and the guard, the same as the errors module", () => {
    expect(pageEntry.KeyportError).toBe(KeyportError);
    expect(pageEntry.isKeyportError).toBe(page.isKeyportError);
  });

  it('a code outside the list does not compile', () => {
    // @ts-expect-error: 'NOT_A_CODE' is not a KeyportErrorCode.
    const error = new KeyportError('NOT_A_CODE', 'Not a code');
    expect(listed.has(error.code)).toBe(false);
  });
});
