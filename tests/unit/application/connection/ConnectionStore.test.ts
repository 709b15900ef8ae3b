import { ConnectionStore } from '../../../../application/connection/ConnectionStore';

describe('ConnectionStore (SPEC §4 the wallet-connect pairing)', () => {
  it('SPEC §4: starts with no uri, no error, no session, not in basic mode', () => {
    expect(new ConnectionStore().get()).toEqual({
      wcUri: undefined,
      wcUriSetAt: undefined,
      wcError: false,
      wcBasic: false,
      wcSessionTopic: undefined,
    });
  });

  it('SPEC §4: reset clears a pairing in progress', () => {
    const store = new ConnectionStore();
    store.set({ wcUri: 'wc:abc@2', wcUriSetAt: 1_700_000_000_000, wcError: true, wcSessionTopic: 't' });

    store.reset();

    expect(store.get().wcUri).toBeUndefined();
    expect(store.get().wcSessionTopic).toBeUndefined();
  });
});
