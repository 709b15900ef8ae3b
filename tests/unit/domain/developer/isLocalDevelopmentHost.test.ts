import { isLocalDevelopmentHost } from '../../../../domain/developer/isLocalDevelopmentHost';

describe("the developer's own machine, where the modal shows the SPEC §8 alerts", () => {
  it.each([
    'localhost',
    'LOCALHOST',
    'localhost.',
    'app.localhost',
    'a.b.localhost',
    '127.0.0.1',
    '127.1.2.3',
    '127.255.255.255',
    '::1',
    '[::1]',
  ])('%s is local', (host) => {
    expect(isLocalDevelopmentHost(host)).toBe(true);
  });

  it.each([
    'shop.example',
    'localhost.shop.example',
    'notlocalhost',
    'mylocalhost',
    '128.0.0.1',
    '127.0.0.256',
    '127.0.0',
    '127.0.0.1.nip.io',
    '10.0.0.1',
    '192.168.1.10',
    '[::2]',
    '',
  ])('%s is not: its readers are visitors', (host) => {
    expect(isLocalDevelopmentHost(host)).toBe(false);
  });
});
