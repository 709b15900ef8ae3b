import { nearestName } from '../../../../../domain/options/codec/nearestName';

const KNOWN = ['projectId', 'themeMode', 'themeVariables', 'networks', 'defaultNetwork'];

describe('SPEC §1 an unknown option name suggests the option the host most likely meant', () => {
  it('finds a misspelling, ignoring case', () => {
    expect(nearestName('projectID', KNOWN)).toBe('projectId');
    expect(nearestName('themMode', KNOWN)).toBe('themeMode');
    expect(nearestName('network', KNOWN)).toBe('networks');
  });

  it('picks the closest of several near names', () => {
    expect(nearestName('themeVariable', KNOWN)).toBe('themeVariables');
    expect(nearestName('kitten', ['sitting', 'mitten'])).toBe('mitten');
  });

  it('keeps the first of equally near names', () => {
    expect(nearestName('cat', ['bat', 'cap'])).toBe('bat');
  });

  it('suggests nothing for a name that resembles none', () => {
    expect(nearestName('walletConnectSettings', KNOWN)).toBeUndefined();
    expect(nearestName('', KNOWN)).toBeUndefined();
  });

  it('Hostile input: does not compare a name far longer than any option', () => {
    expect(nearestName(`projectId${'x'.repeat(100_000)}`, KNOWN)).toBeUndefined();
  });
});
