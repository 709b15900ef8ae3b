import * as fc from 'fast-check';
import { type SiwxMessageData } from '../../../../domain/siwx/SiwxMessage';
import { buildSiwxMessageText } from '../../../../domain/siwx/buildSiwxMessageText';

const base: SiwxMessageData = {
  domain: 'service.org',
  accountAddress: '0xe5A12547fe4E872D192E3eCecb76F2Ce1aeA4946',
  chainId: 'eip155:1',
  uri: 'https://service.org/login',
  version: '1',
  nonce: '32891757',
  issuedAt: '2021-09-30T16:25:24.000Z',
};

describe('SPEC §3 SIWX message text (CAIP-122 / EIP-4361)', () => {
  it('SPEC §3: the EIP-4361 layout with a statement, expiry and resources', () => {
    const text = buildSiwxMessageText({
      ...base,
      statement: 'I accept the ServiceOrg Terms of Service: https://service.org/tos',
      expirationTime: '2021-10-30T16:25:24.000Z',
      notBefore: '2021-09-30T16:25:24.000Z',
      requestId: 'req-1',
      resources: [
        'ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/',
        'https://example.com/my-web2-claim.json',
      ],
    });
    expect(text).toBe(
      [
        'service.org wants you to sign in with your Ethereum account:',
        '0xe5A12547fe4E872D192E3eCecb76F2Ce1aeA4946',
        '',
        'I accept the ServiceOrg Terms of Service: https://service.org/tos',
        '',
        'URI: https://service.org/login',
        'Version: 1',
        'Chain ID: 1',
        'Nonce: 32891757',
        'Issued At: 2021-09-30T16:25:24.000Z',
        'Expiration Time: 2021-10-30T16:25:24.000Z',
        'Not Before: 2021-09-30T16:25:24.000Z',
        'Request ID: req-1',
        'Resources:',
        '- ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/',
        '- https://example.com/my-web2-claim.json',
      ].join('\n'),
    );
  });

  it('SPEC §3: without a statement two empty lines separate the address from the fields', () => {
    expect(buildSiwxMessageText(base)).toBe(
      [
        'service.org wants you to sign in with your Ethereum account:',
        '0xe5A12547fe4E872D192E3eCecb76F2Ce1aeA4946',
        '',
        '',
        'URI: https://service.org/login',
        'Version: 1',
        'Chain ID: 1',
        'Nonce: 32891757',
        'Issued At: 2021-09-30T16:25:24.000Z',
      ].join('\n'),
    );
  });

  it('SPEC §3: an empty resource list adds no Resources line', () => {
    expect(buildSiwxMessageText({ ...base, resources: [] })).toBe(buildSiwxMessageText(base));
  });

  it('SPEC §3: other namespaces name their chain family and their CAIP-2 reference', () => {
    const solana = buildSiwxMessageText({
      ...base,
      chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      accountAddress: '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
    });
    expect(solana.split('\n')[0]).toBe('service.org wants you to sign in with your Solana account:');
    expect(solana).toContain('\nChain ID: 5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp\n');
    expect(buildSiwxMessageText({ ...base, chainId: 'bip122:000000000019d6689c085ae165831e93' })).toMatch(
      /your Bitcoin account:/,
    );
    expect(buildSiwxMessageText({ ...base, chainId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182' })).toMatch(
      /your Polkadot account:/,
    );
  });

  it('SPEC §3: every field appears exactly once, on its own line', () => {
    const line = fc.stringMatching(/^[A-Za-z0-9:/._-]{1,30}$/);
    fc.assert(
      fc.property(line, line, line, (domain, nonce, uri) => {
        const lines = buildSiwxMessageText({ ...base, domain, nonce, uri }).split('\n');
        return (
          lines[0] === `${domain} wants you to sign in with your Ethereum account:` &&
          lines.filter((entry) => entry === `Nonce: ${nonce}`).length === 1 &&
          lines.filter((entry) => entry === `URI: ${uri}`).length === 1
        );
      }),
    );
  });
});
