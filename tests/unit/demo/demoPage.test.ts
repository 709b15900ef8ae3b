import { parseDemoConfig } from '../../../demo/src/config/readDemoConfig';
import { type DemoConfig } from '../../../demo/src/config/DemoConfig';
import { DEMO_CONFIG_PLACEHOLDER, renderDemoPage } from '../../../demo/server/renderDemoPage';

const config: DemoConfig = {
  projectId: 'keyport-demo-project',
  blockchainApiUrl: 'http://127.0.0.1:8550',
  explorerUrl: 'http://127.0.0.1:8551',
  walletConnectRelayUrl: 'ws://127.0.0.1:8552',
  walletConnectVerifyUrl: 'http://127.0.0.1:8554',
  walletPageUrl: 'http://127.0.0.1:8553',
  embeddedWalletFrameUrl: 'http://localhost:8555/sdk',
  chains: [{ chainId: 1, name: '</script><script>alert(1)</script>', rpcUrl: 'http://127.0.0.1:8545' }],
  devAccounts: [{ address: '0x1', privateKey: `0x${'a'.repeat(64)}` }],
};

describe('the demo page carries the devstack configuration (the demo points Keyport at the devstack)', () => {
  const template = `<head>${DEMO_CONFIG_PLACEHOLDER}</head>`;

  it('writes the configuration as JSON the page reads back unchanged', () => {
    const page = renderDemoPage(template, config);
    const json = /<script type="application\/json" id="keyport-demo-config">(.*)<\/script>/.exec(page)?.[1];
    expect(json).toBeDefined();
    expect(parseDemoConfig(json ?? '')).toEqual(config);
  });

  it('no value can close the script element early', () => {
    const page = renderDemoPage(template, config);
    expect(page.match(/<\/script>/g)).toHaveLength(1);
    expect(page).not.toContain('<script>alert');
  });

  it('a template without the placeholder is refused', () => {
    expect(() => renderDemoPage('<head></head>', config)).toThrow('has no <!-- keyport-demo-config -->');
  });

  it('a configuration with a missing or wrong field is refused with the field named', () => {
    const json = (patch: object) => JSON.stringify({ ...config, ...patch });
    expect(() => parseDemoConfig('[]')).toThrow('Demo config: expected an object');
    expect(() => parseDemoConfig(json({ projectId: '' }))).toThrow('"projectId" must be a text');
    expect(() => parseDemoConfig(json({ chains: {} }))).toThrow('"chains" must be a list');
    expect(() => parseDemoConfig(json({ chains: [1] }))).toThrow('"chains" must hold objects');
    expect(() => parseDemoConfig(json({ chains: [{ chainId: '1', name: 'x', rpcUrl: 'y' }] }))).toThrow(
      'a chain needs a numeric "chainId"',
    );
    expect(() => parseDemoConfig(json({ devAccounts: [{ address: '0x1' }] }))).toThrow(
      '"privateKey" must be a text',
    );
  });
});
