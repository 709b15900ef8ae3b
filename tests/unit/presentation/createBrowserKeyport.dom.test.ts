/**
 * @jest-environment jsdom
 */
import { KEYPORT_STORAGE } from '../../../domain/storage/KeyportStorage';
import { createBrowserKeyport } from '../../../presentation/composition/createBrowserKeyport';
import { arbitrum, ethereum } from '../../fixtures/networks';

describe('browser composition root (SPEC §3 storage, §4 network switch, in a page)', () => {
  afterEach(() => window.localStorage.clear());

  it('SPEC §4: a network switch is stored in localStorage and restored by the next core', async () => {
    const { core: first } = createBrowserKeyport({ projectId: 'p', networks: [ethereum, arbitrum] });
    expect(first.getState().selectedNetworkId).toBe('eip155:1');
    await first.switchNetwork(arbitrum);
    expect(window.localStorage.getItem(KEYPORT_STORAGE.activeCaipNetworkId.key)).toBe('"eip155:42161"');
    first.destroy();

    const { core: second } = createBrowserKeyport({ projectId: 'p', networks: [ethereum, arbitrum] });
    expect(second.getState().selectedNetworkId).toBe('eip155:42161');
    second.destroy();
  });

  it('SPEC §3: a corrupt stored value is ignored and removed, never fatal', () => {
    window.localStorage.setItem(KEYPORT_STORAGE.activeCaipNetworkId.key, '{not json');
    const { core } = createBrowserKeyport({ projectId: 'p', networks: [ethereum, arbitrum] });
    expect(core.getState().selectedNetworkId).toBe('eip155:1');
    expect(window.localStorage.getItem(KEYPORT_STORAGE.activeCaipNetworkId.key)).toBeNull();
    core.destroy();
  });

  it('SPEC §7: opening reports MODAL_OPEN; a failed analytics delivery (no fetch here) never breaks the modal', async () => {
    const { core } = createBrowserKeyport({ projectId: 'p', networks: [ethereum] });
    await core.open();
    expect(core.isOpen()).toBe(true);
    expect(core.getEvent().data.event).toBe('MODAL_OPEN');
    core.destroy();
  });
});
