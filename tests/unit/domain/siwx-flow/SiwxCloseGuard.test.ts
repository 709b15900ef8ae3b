import { isCloseDisabledBySiwx, SIWX_SIGNING_VIEWS } from '../../../../domain/siwx-flow/SiwxCloseGuard';

describe('SPEC §4 SIWX: close is disabled on the sign or approve views when required and there are no sessions', () => {
  it.each(SIWX_SIGNING_VIEWS)('disables close on %s when required without sessions', (currentView) => {
    expect(isCloseDisabledBySiwx({ currentView, siwxRequired: true, hasSiwxSessions: false })).toBe(true);
  });

  it('keeps close when sign-in is not required', () => {
    expect(
      isCloseDisabledBySiwx({ currentView: 'SIWXSignMessage', siwxRequired: false, hasSiwxSessions: false }),
    ).toBe(false);
  });

  it('keeps close when a session exists', () => {
    expect(
      isCloseDisabledBySiwx({ currentView: 'SIWXSignMessage', siwxRequired: true, hasSiwxSessions: true }),
    ).toBe(false);
  });

  it('keeps close on other views', () => {
    expect(
      isCloseDisabledBySiwx({ currentView: 'Account', siwxRequired: true, hasSiwxSessions: false }),
    ).toBe(false);
  });
});
