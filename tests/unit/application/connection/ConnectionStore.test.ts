import { ConnectionStore } from '../../../../application/connection/ConnectionStore';

describe('ConnectionStore (SPEC §4 the wallet-connect pairing and session)', () => {
  it('SPEC §4: starts with no uri, no error, no session, not in basic mode, not reconnecting', () => {
    expect(new ConnectionStore().get()).toEqual({
      wcUri: undefined,
      wcUriSetAt: undefined,
      wcFailure: undefined,
      wcBasic: false,
      wcSessionTopic: undefined,
      reconnecting: false,
    });
  });

  it('SPEC §4: reset clears a pairing in progress, its failure and the session', () => {
    const store = new ConnectionStore();
    store.set({
      wcUri: 'wc:abc@2',
      wcUriSetAt: 1_700_000_000_000,
      wcFailure: { status: 'declined' },
      wcSessionTopic: 't',
      reconnecting: true,
    });

    store.reset();

    expect(store.get().wcUri).toBeUndefined();
    expect(store.get().wcSessionTopic).toBeUndefined();
    expect(store.get().wcFailure).toBeUndefined();
    expect(store.get().reconnecting).toBe(false);
  });
});
