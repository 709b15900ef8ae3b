/**
 * @jest-environment jsdom
 */
import { act, renderHook } from '@testing-library/react';
import { createAppKit, resetAppKit } from '../../../presentation/app/createAppKit';
import { useAppKitNetwork } from '../../../presentation/hooks/useAppKitNetwork';
import { useDisconnect } from '../../../presentation/hooks/useDisconnect';
import { arbitrum, ethereum, sepolia } from '../../fixtures/networks';

afterEach(() => resetAppKit());

describe('the public API refuses what the site did not configure (Hostile input §3)', () => {
  it('Hostile input §3: modal.switchNetwork to an unconfigured network rejects; the selected network stays', async () => {
    const modal = createAppKit({ projectId: 'p', networks: [ethereum, arbitrum] });

    await expect(modal.switchNetwork(sepolia)).rejects.toMatchObject({
      code: 'NETWORK_NOT_CONFIGURED',
      shortMessage: 'Network eip155:11155111 is not one of the networks this site configured',
    });
    expect(modal.getState().selectedNetworkId).toBe('eip155:1');
    expect(modal.isOpen()).toBe(false);
  });

  it('Hostile input §3: useAppKitNetwork().switchNetwork refuses it the same way', async () => {
    createAppKit({ projectId: 'p', networks: [ethereum, arbitrum] });
    const { result } = renderHook(() => useAppKitNetwork());

    await act(async () => {
      await expect(result.current.switchNetwork(sepolia)).rejects.toMatchObject({
        code: 'NETWORK_NOT_CONFIGURED',
      });
    });
    expect(result.current).toMatchObject({ caipNetworkId: 'eip155:1' });
  });

  it('Hostile input §3: modal.disconnect("cosmos") and useDisconnect for it reject, not { ok: true }', async () => {
    const modal = createAppKit({ projectId: 'p', networks: [ethereum] });
    const { result } = renderHook(() => useDisconnect());

    await expect(modal.disconnect('cosmos' as never)).rejects.toMatchObject({
      code: 'CHAIN_ADAPTER_NOT_FOUND',
    });
    await expect(result.current.disconnect({ namespace: 'cosmos' as never })).rejects.toThrow(
      'Chain adapter not found',
    );
    await expect(modal.disconnect('eip155')).resolves.toMatchObject({ ok: true });
  });
});
