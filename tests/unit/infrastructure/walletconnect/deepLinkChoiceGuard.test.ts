import { removeUnsafeDeepLinkChoice } from '../../../../infrastructure/walletconnect/deepLinkChoiceGuard';
import { DEEP_LINK_CHOICE_KEY } from '../../../../domain/storage/KeyportStorage';

/** A localStorage and a sign-client store, as the sign-client reads the deep-link choice from them. */
function stores(local: string | null, sdk: unknown) {
  const localItems = new Map<string, string>(local === null ? [] : [[DEEP_LINK_CHOICE_KEY, local]]);
  const sdkItems = new Map<string, unknown>(sdk === undefined ? [] : [[DEEP_LINK_CHOICE_KEY, sdk]]);
  return {
    localItems,
    sdkItems,
    stores: {
      local: {
        getItem: (key: string) => localItems.get(key) ?? null,
        removeItem: (key: string) => void localItems.delete(key),
      },
      sdk: {
        getItem: async (key: string) => sdkItems.get(key),
        removeItem: async (key: string) => void sdkItems.delete(key),
      },
    },
  };
}

describe('Hostile input §1: the stored deep-link choice is checked again just before the sign-client reads it', () => {
  it.each([
    JSON.stringify({ href: 'javascript:alert(document.domain)', name: 'X' }),
    JSON.stringify({ href: 'data:text/html,<script>alert(1)</script>', name: 'X' }),
    JSON.stringify({ href: ' JAVA\tSCRIPT:alert(1)', name: 'X' }),
    JSON.stringify({ href: 42, name: 'X' }),
    '{not json',
  ])('removes %j from localStorage', async (stored) => {
    const { localItems, stores: both } = stores(stored, undefined);
    await removeUnsafeDeepLinkChoice(both);
    expect(localItems.has(DEEP_LINK_CHOICE_KEY)).toBe(false);
  });

  it("removes an unsafe choice from the sign-client's own store, as text or as an object", async () => {
    const asObject = stores(null, { href: 'javascript:alert(1)', name: 'X' });
    await removeUnsafeDeepLinkChoice(asObject.stores);
    expect(asObject.sdkItems.has(DEEP_LINK_CHOICE_KEY)).toBe(false);
    const asText = stores(null, JSON.stringify({ href: 'vbscript:x', name: 'X' }));
    await removeUnsafeDeepLinkChoice(asText.stores);
    expect(asText.sdkItems.has(DEEP_LINK_CHOICE_KEY)).toBe(false);
  });

  it("keeps a wallet app's link and a universal link", async () => {
    const app = JSON.stringify({ href: 'rainbow://wc?uri=x', name: 'Rainbow' });
    const universal = { href: 'https://link.wallet.example/wc?uri=x', name: 'W' };
    const kept = stores(app, universal);
    await removeUnsafeDeepLinkChoice(kept.stores);
    expect(kept.localItems.get(DEEP_LINK_CHOICE_KEY)).toBe(app);
    expect(kept.sdkItems.get(DEEP_LINK_CHOICE_KEY)).toEqual(universal);
  });

  it('goes on when localStorage throws or the store fails', async () => {
    await expect(
      removeUnsafeDeepLinkChoice({
        local: {
          getItem: () => {
            throw new Error('SecurityError');
          },
          removeItem: () => undefined,
        },
        sdk: { getItem: () => Promise.reject(new Error('closed')), removeItem: () => Promise.resolve() },
      }),
    ).resolves.toBeUndefined();
  });
});
