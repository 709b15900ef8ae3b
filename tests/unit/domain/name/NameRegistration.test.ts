import { buildNameRegistrationMessage } from '../../../../domain/name/NameRegistration';

describe('SPEC §9 name registration message includes name, empty attributes and unix-seconds timestamp', () => {
  it('writes the JSON the wallet signs, with the time in whole seconds', () => {
    expect(buildNameRegistrationMessage('alice', 1_700_000_000_999)).toBe(
      '{"name":"alice","attributes":{},"timestamp":1700000000}',
    );
  });

  it('is valid JSON with exactly those three fields', () => {
    expect(JSON.parse(buildNameRegistrationMessage('bob-1', 0))).toEqual({
      name: 'bob-1',
      attributes: {},
      timestamp: 0,
    });
  });
});
