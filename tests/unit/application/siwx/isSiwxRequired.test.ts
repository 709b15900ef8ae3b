import { isSiwxRequired } from '../../../../application/siwx/isSiwxRequired';

describe('isSiwxRequired (SPEC §4 SIWX: close is disabled when sign-in is required)', () => {
  it('SPEC §4: no sign-in configuration is not required', () => {
    expect(isSiwxRequired(undefined)).toBe(false);
  });

  it('SPEC §4: a configuration without getRequired is not required', () => {
    expect(isSiwxRequired({})).toBe(false);
  });

  it('SPEC §4: a getRequired that is not a function is not required', () => {
    expect(isSiwxRequired({ getRequired: true })).toBe(false);
  });

  it('SPEC §4: getRequired returning true is required', () => {
    expect(isSiwxRequired({ getRequired: () => true })).toBe(true);
  });

  it('SPEC §4: getRequired returning false is not required', () => {
    expect(isSiwxRequired({ getRequired: () => false })).toBe(false);
  });

  it('SPEC §4: only exactly true counts, not a truthy value', () => {
    expect(isSiwxRequired({ getRequired: () => 'yes' })).toBe(false);
    expect(isSiwxRequired({ getRequired: () => Promise.resolve(true) })).toBe(false);
  });

  it('SPEC §4: getRequired is called as a method of the configuration', () => {
    class HostSiwx {
      private readonly required = true;
      getRequired(): boolean {
        return this.required;
      }
    }
    expect(isSiwxRequired(new HostSiwx())).toBe(true);
  });
});
