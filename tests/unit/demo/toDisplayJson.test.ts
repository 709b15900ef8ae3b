import { toDisplayJson } from '../../../demo/src/app/toDisplayJson';

describe("the demo shows each hook's value as JSON (the demo shows the hooks' live values)", () => {
  it('lists undefined fields as undefined, bigints with n, and leaves functions out', () => {
    const shown = toDisplayJson({
      address: undefined,
      balance: 10n,
      switchNetwork: () => true,
      list: [undefined],
    });
    expect(shown).toBe('{\n  "address": undefined,\n  "balance": "10n",\n  "list": [\n    undefined\n  ]\n}');
  });

  it('shows a bare value as it is', () => {
    expect(toDisplayJson(undefined)).toBe('undefined');
    expect(toDisplayJson('text')).toBe('"text"');
  });
});
