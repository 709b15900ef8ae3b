import { AlertService } from '../../../../application/alerts/AlertService';
import { buildKeyportContainer } from '../../../../application/core/createKeyportCore';
import { EventsService } from '../../../../application/events/EventsService';
import { SnackbarService } from '../../../../application/snackbar/SnackbarService';
import { ALERTS } from '../../../../domain/errors/Alerts';
import { type KeyportOptions } from '../../../../domain/options/KeyportOptions';
import { ethereum } from '../../../fixtures/networks';
import { createTestCore, settleFully } from '../../../support/createTestCore';

let warn: jest.SpyInstance;
let error: jest.SpyInstance;

beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  warn.mockRestore();
  error.mockRestore();
});

async function started(options: Partial<KeyportOptions>) {
  const t = createTestCore({ options });
  await settleFully();
  return t;
}

function warnings(): string[] {
  return warn.mock.calls.map((call) => String(call[0]));
}

describe('REFERENCE §5 the wallet list arrangements and sign-in are accepted and named once on the console', () => {
  it('says nothing for a site that asks for nothing Keyport lacks', async () => {
    const t = await started({ features: { email: false, socials: false } });
    t.get(SnackbarService).showError(new Error('Signature declined'));
    expect(warn).not.toHaveBeenCalled();
    await t.core.destroy();
  });

  it('names each option the site set that has no effect yet, once, with why', async () => {
    const t = await started({
      features: { email: true, socials: ['google'], collapseWallets: true },
      enableAuthLogger: true,
      siwx: {},
    });
    // The email and social login's own options act (SPEC §1): only what has no effect is named.
    expect(warnings()).toEqual([
      'Keyport: option siwx is accepted but has no effect yet: sign-in with the wallet (SIWX) is not in Keyport yet, so visitors are not asked to sign.',
    ]);
    await t.core.open();
    await settleFully();
    expect(warn).toHaveBeenCalledTimes(1);
    await t.core.destroy();
  });
});

describe('REFERENCE §5 debug: developer messages on the console', () => {
  it('tells each alert once, each problem event and each error the visitor is shown', async () => {
    const t = await started({ debug: true, projectId: undefined });
    expect(warnings()).toEqual([expect.stringMatching(/^Keyport alert: Project ID Not Configured\. /)]);

    t.get(EventsService).reportError('STORAGE_ERROR', { operation: 'write', key: '@keyport/x' });
    t.get(SnackbarService).showError(new Error('Signature declined'));
    t.get(SnackbarService).showSuccess('Address copied');
    await settleFully();

    expect(warn.mock.calls.slice(1)).toEqual([
      ['Keyport event STORAGE_ERROR', { operation: 'write', key: '@keyport/x' }],
      ['Keyport error shown to the visitor: Signature declined'],
    ]);
    await t.core.destroy();
  });

  it('without debug: still each alert once (they are about the setup), but no events or visitor errors', async () => {
    const t = await started({ projectId: undefined });
    t.get(EventsService).reportError('STORAGE_ERROR', { operation: 'write', key: '@keyport/x' });
    t.get(SnackbarService).showError(new Error('Signature declined'));
    await settleFully();
    expect(warnings()).toEqual([
      'Keyport alert: Project ID Not Configured. No project id was given when the modal was created. Pass a project id in the options.',
    ]);
    await t.core.destroy();
  });

  it('SPEC §8: a site with nothing to say loads the console with its first alert, raised later (a service refusing the project), and tells it once', async () => {
    const t = await started({});
    expect(warn).not.toHaveBeenCalled();
    t.get(AlertService).raise(ALERTS.ORIGIN_NOT_ALLOWED, { once: true });
    await settleFully();
    t.get(AlertService).raise(ALERTS.ORIGIN_NOT_ALLOWED, { once: true });
    t.get(AlertService).dismiss('ORIGIN_NOT_ALLOWED');
    t.get(AlertService).raise(ALERTS.ORIGIN_NOT_ALLOWED);
    await settleFully();
    expect(warnings()).toEqual([
      "Keyport alert: Invalid App Configuration. This site's origin is not on the project's list of allowed domains. Add it to the project's allowed domains.",
    ]);
    await t.core.destroy();
  });

  it('stops with the instance', async () => {
    const t = await started({ debug: true });
    await t.core.destroy();
    t.get(EventsService).reportError('STORAGE_ERROR', { operation: 'write', key: '@keyport/x' });
    expect(warn).not.toHaveBeenCalled();
  });

  it('writes the options error to the console as well as throwing it', () => {
    const broken = { networks: [ethereum], debug: true, themeMode: 'purple' } as unknown as KeyportOptions;
    expect(() => buildKeyportContainer(broken, [])).toThrow('Option themeMode');
    expect(error).toHaveBeenCalledWith(expect.objectContaining({ code: 'INVALID_OPTIONS' }));
    error.mockClear();
    expect(() => buildKeyportContainer({ ...broken, debug: false }, [])).toThrow('Option themeMode');
    expect(error).not.toHaveBeenCalled();
  });
});
