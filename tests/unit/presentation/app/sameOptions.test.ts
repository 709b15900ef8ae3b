import { sameOptions } from '../../../../presentation/app/sameOptions';

const adapter = (namespace: string) => ({ namespace, module: { id: Math.random() } });

describe("sameOptions: when createAppKit's options say the same (REFERENCE §5: a second call returns the modal)", () => {
  it('the same data written anew is the same: new objects, adapters by namespace, callbacks by source', () => {
    const written = () => ({
      projectId: 'p',
      networks: [{ id: 1, name: 'Ethereum' }],
      adapters: [adapter('eip155')],
      siwx: { getNonce: async () => 'n' },
    });
    expect(sameOptions(written(), written())).toBe(true);
  });

  it('any changed value, added option, adapter or callback body is a difference', () => {
    const base = { projectId: 'p', themeMode: 'dark', adapters: [adapter('eip155')], onX: () => 1 };
    expect(sameOptions(base, { ...base, projectId: 'q' })).toBe(false);
    expect(sameOptions(base, { ...base, privacyPolicyUrl: 'https://example.com/privacy' })).toBe(false);
    expect(sameOptions(base, { ...base, adapters: [adapter('eip155'), adapter('solana')] })).toBe(false);
    expect(sameOptions(base, { ...base, onX: () => 2 })).toBe(false);
  });

  it('Hostile input: options that cannot be written out (a cycle, a bigint) are never taken for the same', () => {
    const cyclic = (): Record<string, unknown> => {
      const options: Record<string, unknown> = { projectId: 'p' };
      options['self'] = options;
      return options;
    };
    expect(sameOptions(cyclic(), cyclic())).toBe(false);
    expect(sameOptions({ amount: 1n }, { amount: 1n })).toBe(false);
    // The very same object is the same options, whatever it holds.
    const once = cyclic();
    expect(sameOptions(once, once)).toBe(true);
  });
});
