import { getModal } from '../../../../application/instance/actions/getModal';
import { getWalletProvider } from '../../../../application/instance/actions/getWalletProvider';
import { arbitrum, ethereum } from '../../../fixtures/networks';
import { settleFully } from '../../../support/createTestCore';
import { EmbeddedSession } from '../../../../application/embedded/EmbeddedSession';
import {
  createEmbeddedTestCore,
  type EmbeddedTestCore,
  type HostProvider,
  loggedInByEmail,
} from '../../../support/embeddedWallet';

function providerOf(t: EmbeddedTestCore): HostProvider {
  return getWalletProvider(t.core, { namespace: 'eip155' }).walletProvider as HostProvider;
}

/** The frame answers the RPC request `id` with an error saying `message`. */
function answerWithError(t: EmbeddedTestCore, id: string | undefined, message: string): void {
  t.frame.emit({ id, type: '@w3m-frame/RPC_REQUEST_ERROR', payload: { message } });
}

function viewOf(t: EmbeddedTestCore): string | undefined {
  const modal = getModal(t.core);
  return modal.open ? modal.route.view : undefined;
}

describe("SPEC §6 the embedded wallet's RPC methods, through the AUTH connector's provider", () => {
  it('SPEC §7: eth_chainId is answered from the stored last chain, eth_accounts from the user, without the frame', async () => {
    const t = await loggedInByEmail();
    const provider = providerOf(t);
    const before = t.frame.posted.length;
    await expect(provider.request({ method: 'eth_chainId' })).resolves.toBe('0x1');
    t.storage.setItem('@keyport-wallet/LAST_USED_CHAIN_KEY', '8453');
    await expect(provider.request({ method: 'eth_chainId' })).resolves.toBe('0x2105');
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual([
      t.service.user.address,
      t.service.user.accounts[0]?.address,
    ]);
    expect(t.frame.posted.length).toBe(before);
    await t.core.destroy();
  });

  it('SPEC §6: a safe method goes to the frame at once, with namespace, chain and RPC address filled in (REFERENCE §4)', async () => {
    const t = await loggedInByEmail();
    t.service.on('RPC_REQUEST', { ok: '0x10' });
    await expect(
      providerOf(t).request({ method: 'eth_getBalance', params: [t.service.user.address, 'latest'] }),
    ).resolves.toBe('0x10');
    expect(t.service.requests('RPC_REQUEST').at(-1)?.payload).toEqual({
      method: 'eth_getBalance',
      params: [t.service.user.address, 'latest'],
      chainNamespace: 'eip155',
      chainId: 1,
      rpcUrl: 'https://rpc.walletconnect.org/v1/?chainId=eip155%3A1&projectId=test-project',
    });
    expect(viewOf(t)).toBeUndefined();
    await t.core.destroy();
  });

  it('SPEC §5/§6: a method on neither list is refused with "Requested RPC call is not allowed" and never reaches the frame', async () => {
    const t = await loggedInByEmail();
    const before = t.frame.posted.length;
    await expect(providerOf(t).request({ method: 'eth_sign', params: ['0x1', '0x2'] })).rejects.toMatchObject(
      {
        code: 'RPC_CALL_NOT_ALLOWED',
        shortMessage: 'Requested RPC call is not allowed',
      },
    );
    expect(t.frame.posted.length).toBe(before);
    await t.core.destroy();
  });

  it('SPEC §6: an unsafe method shows ApproveTransaction while it waits, over the view shown, and leaves it when answered', async () => {
    const t = await loggedInByEmail();
    t.service.on('RPC_REQUEST', 'silence');
    await t.core.open({ view: 'Account' });
    const signature = providerOf(t).request({
      method: 'personal_sign',
      params: ['0x68656c6c6f', t.service.user.address],
    });
    await settleFully();
    expect(viewOf(t)).toBe('ApproveTransaction');
    expect(getModal(t.core).depth).toBe(1);
    const login = await t.login();
    expect(login.getState().awaitingApproval).toBe(true);

    const [request] = t.service.requests('RPC_REQUEST').slice(-1);
    t.frame.emit({
      id: request?.id,
      type: '@w3m-frame/RPC_REQUEST_SUCCESS',
      payload: `0x${'ab'.repeat(65)}`,
    });
    await expect(signature).resolves.toBe(`0x${'ab'.repeat(65)}`);
    expect(viewOf(t)).toBe('Account');
    expect(login.getState().awaitingApproval).toBe(false);
    await t.core.destroy();
  });

  it('SPEC §4/§6: with the modal closed, an unsafe request opens it on ApproveTransaction and closes it once answered', async () => {
    const t = await loggedInByEmail();
    t.service.on('RPC_REQUEST', 'silence');
    const sent = providerOf(t).request({
      method: 'eth_sendTransaction',
      params: [{ from: t.service.user.address, to: t.service.user.address, value: 10n ** 18n }],
    });
    await settleFully();
    expect(viewOf(t)).toBe('ApproveTransaction');
    const [request] = t.service.requests('RPC_REQUEST').slice(-1);
    // REFERENCE §4: amounts travel as hex quantities.
    expect(request?.payload).toMatchObject({ params: [{ value: '0xde0b6b3a7640000' }] });
    t.frame.emit({ id: request?.id, type: '@w3m-frame/RPC_REQUEST_SUCCESS', payload: `0x${'1'.repeat(64)}` });
    await sent;
    await settleFully();
    expect(getModal(t.core).open).toBe(false);
    await t.core.destroy();
  });

  it('SPEC §4/§6: when the visitor rejects one in the frame, every other unsafe request is aborted and the frame told RPC_ABORT; safe ones go on', async () => {
    const t = await loggedInByEmail();
    t.service.on('RPC_REQUEST', 'silence');
    const provider = providerOf(t);
    const address = t.service.user.address;
    const first = provider.request({ method: 'personal_sign', params: ['0x01', address] });
    const second = provider.request({ method: 'eth_signTypedData_v4', params: [address, '{}'] });
    const read = provider.request({ method: 'eth_blockNumber' });
    for (const pending of [first, second, read]) pending.catch(() => undefined);
    await settleFully();
    const [sign, , block] = t.service.requests('RPC_REQUEST').slice(-3);
    answerWithError(t, sign?.id, 'User rejected');
    // SPEC §4 "Sending": the refusal reads as any wallet's, the frame's own error kept as its cause.
    await expect(first).rejects.toMatchObject({
      code: 'USER_REJECTED',
      shortMessage: 'User rejected the request.',
      cause: { shortMessage: 'User rejected' },
    });
    await expect(second).rejects.toMatchObject({
      code: 'REQUEST_ABORTED',
      shortMessage: 'Request was aborted',
    });
    expect(t.service.requests('RPC_ABORT')).toHaveLength(1);
    t.frame.emit({ id: block?.id, type: '@w3m-frame/RPC_REQUEST_SUCCESS', payload: '0x99' });
    await expect(read).resolves.toBe('0x99');
    await settleFully();
    expect(getModal(t.core).open).toBe(false);
    await t.core.destroy();
  });

  it('SPEC §4 "Sending": any other failure of an unsafe request keeps the frame\'s own message', async () => {
    const t = await loggedInByEmail();
    t.service.on('RPC_REQUEST', 'silence');
    const address = t.service.user.address;
    const send = providerOf(t).request({
      method: 'eth_sendTransaction',
      params: [{ from: address, to: address, value: '0x1' }],
    });
    send.catch(() => undefined);
    await settleFully();
    const [request] = t.service.requests('RPC_REQUEST').slice(-1);
    answerWithError(t, request?.id, 'insufficient funds for gas * price + value');
    await expect(send).rejects.toMatchObject({
      code: 'EMBEDDED_FRAME_REQUEST_FAILED',
      shortMessage: 'insufficient funds for gas * price + value',
    });
    await t.core.destroy();
  });

  it('SPEC §4: rejectPendingRequests() aborts the unsafe requests and tells the frame', async () => {
    const t = await loggedInByEmail();
    t.service.on('RPC_REQUEST', 'silence');
    const sign = providerOf(t).request({ method: 'personal_sign', params: ['0x01', t.service.user.address] });
    sign.catch(() => undefined);
    await settleFully();
    (await t.login()).rejectPendingRequests();
    await expect(sign).rejects.toMatchObject({ code: 'REQUEST_ABORTED' });
    expect(t.service.requests('RPC_ABORT')).toHaveLength(1);
    await settleFully();
    expect(getModal(t.core).open).toBe(false);
    await t.core.destroy();
  });

  it("SPEC §4: wallet_switchEthereumChain is the frame's SWITCH_NETWORK; the chain it answers is stored and followed", async () => {
    const t = await loggedInByEmail({ options: { networks: [ethereum, arbitrum] } });
    await t.core.switchNetwork(arbitrum);
    expect(t.service.requests('SWITCH_NETWORK').at(-1)?.payload).toEqual({ chainId: 42161 });
    expect(t.storage.getItem('@keyport-wallet/LAST_USED_CHAIN_KEY')).toBe('42161');
    await expect(providerOf(t).request({ method: 'eth_chainId' })).resolves.toBe('0xa4b1');
    await settleFully();
    expect(t.core.getAccount()?.caipAddress).toBe(`eip155:42161:${t.service.user.address}`);
    await t.core.destroy();
  });

  it('SPEC §4: the frame shows over the card only while a request waits for approval', async () => {
    const t = await loggedInByEmail();
    t.service.on('RPC_REQUEST', 'silence');
    const login = await t.login();
    const area = { top: 100, left: 460, width: 360, height: 600 };
    login.placeFrame(area);
    await settleFully();
    expect(t.frame.placed).toBeUndefined();
    const sign = providerOf(t).request({ method: 'personal_sign', params: ['0x01', t.service.user.address] });
    sign.catch(() => undefined);
    await settleFully();
    login.placeFrame(area);
    await settleFully();
    expect(t.frame.placed).toEqual(area);
    login.rejectPendingRequests();
    await settleFully();
    expect(t.frame.placed).toBeUndefined();
    await t.core.destroy();
  });
});

describe('SPEC §6 the provider behind the AUTH connector, at its edges', () => {
  it("SPEC §4: logged out, eth_accounts is empty and eth_requestAccounts refuses (logging in is the views')", async () => {
    const t = createEmbeddedTestCore();
    await t.login();
    const provider = t.get(EmbeddedSession).provider;
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual([]);
    await expect(provider.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    expect(t.frame.loads).toEqual([]);
    await t.core.destroy();
  });

  it('SPEC §5: a chain switch without a chain id is a malformed message, refused before the frame', async () => {
    const t = await loggedInByEmail();
    const before = t.frame.posted.length;
    await expect(
      providerOf(t).request({ method: 'wallet_switchEthereumChain', params: [{}] }),
    ).rejects.toMatchObject({
      code: 'INVALID_APP_EVENT',
    });
    expect(t.frame.posted.length).toBe(before);
    await t.core.destroy();
  });

  it('SPEC §6: revoking other permissions than the accounts is an unsafe request for the visitor, not a sign-out', async () => {
    const t = await loggedInByEmail();
    t.service.on('RPC_REQUEST', { ok: null });
    await providerOf(t).request({
      method: 'wallet_revokePermissions',
      params: [{ permissionsContext: '0x01' }],
    });
    expect(t.service.requests('RPC_REQUEST').at(-1)?.payload).toMatchObject({
      method: 'wallet_revokePermissions',
    });
    expect(t.service.requests('SIGN_OUT')).toEqual([]);
    expect(t.core.getAccount()?.isConnected).toBe(true);
    await t.core.destroy();
  });

  it('SPEC §4: an account the adapter cannot take leaves the visitor disconnected and the login empty', async () => {
    const t = createEmbeddedTestCore();
    t.service.user = { ...t.service.user, address: 'not-an-address', accounts: [] };
    const login = await t.login();
    await t.withReadyFrame(login.connectEmail('ada@example.com'));
    await expect(login.verifyCode('123456')).rejects.toMatchObject({ code: 'INVALID_WALLET_RESPONSE' });
    expect(t.core.getAccount()?.status).toBe('disconnected');
    expect(login.getState()).toMatchObject({ user: undefined, authProvider: undefined });
    await t.core.destroy();
  });
});
