import { Core, VERIFY_SERVER_V3 } from '@walletconnect/core';
import { MemoryKeyValueStorage } from '../../../../infrastructure/walletconnect/MemoryKeyValueStorage';
import { pointVerifyAt } from '../../../../infrastructure/walletconnect/pointVerifyAt';
import { type SignClientInstance } from '../../../../infrastructure/walletconnect/SignClientTypes';

/** A client around a real, unstarted core of the pinned SDK: only `core.verify` is read. */
function clientOnRealCore(): { client: SignClientInstance; verifyUrlV3: () => unknown } {
  const core = new Core({
    projectId: 'p',
    relayUrl: 'ws://127.0.0.1:1',
    customStoragePrefix: `verify-${Math.random()}`,
    storage: new MemoryKeyValueStorage(),
  });
  return {
    client: { core } as unknown as SignClientInstance,
    verifyUrlV3: () => (core.verify as unknown as Record<string, unknown>)['verifyUrlV3'],
  };
}

describe('SPEC §1 apiUrls.walletConnectVerify reaches the sign-client, which has no option for it', () => {
  it("the pinned SDK's dapp side loads its attestation frame from the field Keyport sets", () => {
    const { client, verifyUrlV3 } = clientOnRealCore();
    expect(verifyUrlV3()).toBe(VERIFY_SERVER_V3);

    expect(pointVerifyAt(client, 'http://127.0.0.1:8554', jest.fn())).toBe(true);
    expect(verifyUrlV3()).toBe('http://127.0.0.1:8554/v3');
  });

  it('the default service gives the value the SDK starts with', () => {
    const { client, verifyUrlV3 } = clientOnRealCore();
    pointVerifyAt(client, 'https://verify.walletconnect.org', jest.fn());
    expect(verifyUrlV3()).toBe(VERIFY_SERVER_V3);
  });

  describe('an SDK without the field is told about on the developer console, and nothing fails', () => {
    const withoutField = { core: { verify: { register: jest.fn() } } } as unknown as SignClientInstance;

    it('names the URL that is not applied', () => {
      const warn = jest.fn();
      expect(pointVerifyAt(withoutField, 'https://verify.proxy.example', warn)).toBe(false);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0]?.[0]).toMatch(
        /^Keyport: apiUrls\.walletConnectVerify \(https:\/\/verify\.proxy\.example\) is not applied/,
      );
      expect((withoutField.core.verify as unknown as Record<string, unknown>)['verifyUrlV3']).toBeUndefined();
    });

    it('says nothing when the site keeps the default service, which the SDK uses anyway', () => {
      const warn = jest.fn();
      expect(pointVerifyAt(withoutField, 'https://verify.walletconnect.org', warn)).toBe(false);
      expect(warn).not.toHaveBeenCalled();
    });

    it('writes to the console when no reporter is given', () => {
      const consoleWarn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      try {
        pointVerifyAt(withoutField, 'http://127.0.0.1:8554');
        expect(consoleWarn).toHaveBeenCalledTimes(1);
      } finally {
        consoleWarn.mockRestore();
      }
    });
  });
});
