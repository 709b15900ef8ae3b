import { nameErrorMessage, toNameServiceError } from '../../../../domain/name/nameErrorMessage';
import { NameServiceError } from '../../../../domain/name/NameErrors';

const refused = {
  status: 'FAILURE',
  reasons: [
    { name: 'NAME_TAKEN', description: 'Name is already taken' },
    { name: 'X', description: 'second' },
  ],
};

describe("SPEC §8 name errors use the server's first reason description", () => {
  it('uses the first reason of the server body, whatever the operation', () => {
    expect(nameErrorMessage(refused, { kind: 'register', name: 'alice' })).toBe('Name is already taken');
    expect(nameErrorMessage(refused, { kind: 'resolve' })).toBe('Name is already taken');
  });
});

describe('SPEC §8 name error fallbacks', () => {
  it.each([
    [{ kind: 'resolve' } as const, 'Error resolving name'],
    [{ kind: 'suggest' } as const, 'Error fetching name suggestions'],
    [{ kind: 'lookupByAddress' } as const, 'Error fetching names for address'],
    [{ kind: 'register', name: 'alice' } as const, 'Error registering name alice'],
  ])('falls back for %o to %j', (operation, expected) => {
    expect(nameErrorMessage(undefined, operation)).toBe(expected);
  });

  it.each([
    ['no body', undefined],
    ['a text body', '<html>502</html>'],
    ['null', null],
    ['no reasons', { status: 'FAILURE' }],
    ['reasons that are not a list', { reasons: 'bad' }],
    ['an empty reason list', { reasons: [] }],
    ['a first reason that is not an object', { reasons: ['taken'] }],
    ['a first reason without description', { reasons: [{ name: 'X' }] }],
    ['a blank description', { reasons: [{ description: '  ' }] }],
    ['a description that is not text', { reasons: [{ description: 42 }] }],
  ])('falls back with %s', (_case, body) => {
    expect(nameErrorMessage(body, { kind: 'suggest' })).toBe('Error fetching name suggestions');
  });

  it('wraps the message in an error that keeps the server body as cause', () => {
    const error = toNameServiceError({ reasons: [] }, { kind: 'register', name: 'bob-1' });
    expect(error).toBeInstanceOf(NameServiceError);
    expect(error.code).toBe('NAME_SERVICE_ERROR');
    expect(error.shortMessage).toBe('Error registering name bob-1');
    expect(error.cause).toEqual({ reasons: [] });
  });
});
