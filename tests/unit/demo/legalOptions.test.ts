import { legalOptions } from '../../../demo/src/config/legalOptions';

describe('demo flag &legal=: the terms and privacy options the demo passes to Keyport', () => {
  const origin = 'http://127.0.0.1:3000';

  it('none without the flag', () => {
    expect(legalOptions(undefined, origin)).toEqual({});
  });

  it("links: the demo's own terms and privacy pages", () => {
    expect(legalOptions('links', origin)).toEqual({
      termsConditionsUrl: 'http://127.0.0.1:3000/terms.html',
      privacyPolicyUrl: 'http://127.0.0.1:3000/privacy.html',
    });
  });

  it('checkbox: the same links, to be ticked first (features.legalCheckbox)', () => {
    expect(legalOptions('checkbox', origin)).toMatchObject({ features: { legalCheckbox: true } });
  });
});
