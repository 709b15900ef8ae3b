/**
 * @jest-environment jsdom
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { ModalStore } from '../../../../application/modal/ModalStore';
import { RouterService } from '../../../../application/router/RouterService';
import { isKeyportError } from '../../../../domain/errors/KeyportError';
import { type KeyportEvent } from '../../../../domain/events/KeyportEvent';
import { type KeyportOptions } from '../../../../domain/options/KeyportOptions';
import * as messages from '../../../../presentation/modal/modalMessages';
import * as connectTiles from '../../../../presentation/views/connect/walletTiles';
import { createTestApp, destroyTestApps, flush, renderModal } from '../support/presentationApp';

/** React reports every caught render error on the console; these tests cause them on purpose. */
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => {
  jest.restoreAllMocks();
  destroyTestApps();
});

const FAILURE_TEXT = 'Something went wrong while showing this screen. Go back, or close and try again.';

/** A started app with its modal rendered, recording what the host receives. */
function modalApp(options?: Partial<KeyportOptions>) {
  const test = createTestApp(options === undefined ? {} : { options });
  const events: KeyportEvent[] = [];
  test.core.subscribeEvents((event) => events.push(event));
  renderModal(test.app);
  return { ...test, events };
}

async function act_(work: () => unknown): Promise<void> {
  await act(async () => {
    await work();
  });
  await flush();
}

/**
 * The Connect view's tiles fail to build, as a view does on data it cannot render, until the
 * returned function is called (React renders a failed tree twice before giving up on it).
 */
function connectViewThrows(): () => void {
  let failing = true;
  const real = connectTiles.walletTiles;
  jest.spyOn(connectTiles, 'walletTiles').mockImplementation((sections) => {
    if (failing) throw new RangeError('decimals must be a whole number of digits up to 255, got 1.5');
    return real(sections);
  });
  return () => {
    failing = false;
  };
}

describe('a view that fails to render (Hostile input §1: the modal cannot die)', () => {
  it('shows a short alert with Close in the view, keeps the header, and moves focus to Close', async () => {
    connectViewThrows();
    const { app } = modalApp();
    await act_(() => app.core.open());

    const dialog = screen.getByRole('dialog', { name: 'Connect Wallet' });
    expect(screen.getByRole('alert').textContent).toBe(FAILURE_TEXT);
    expect(screen.queryByTestId('view-Connect')).toBeNull();
    expect(screen.queryByTestId('render-failure-back')).toBeNull();
    expect(document.activeElement).toBe(screen.getByTestId('render-failure-close'));
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('tells the host MODAL_ERROR (type error, the view, the message, no stack) and analytics nothing of it', async () => {
    connectViewThrows();
    const { app, events, analytics } = modalApp();
    await act_(() => app.core.open());

    const errors = events.filter((event) => event.data.type === 'error');
    expect(errors.map((event) => event.data)).toEqual([
      {
        type: 'error',
        event: 'MODAL_ERROR',
        properties: {
          view: 'Connect',
          errorMessage: 'decimals must be a whole number of digits up to 255, got 1.5',
        },
      },
    ]);
    expect(JSON.stringify(errors)).not.toMatch(/walletTiles|\.tsx?:\d+/);
    expect(analytics.events()).toEqual(['MODAL_OPEN']);
  });

  it('Close closes; the modal then opens again and renders normally', async () => {
    const recover = connectViewThrows();
    const { app, get } = modalApp();
    await act_(() => app.core.open());
    expect(screen.getByTestId('render-failure')).toBeTruthy();
    recover();

    await act_(() => fireEvent.click(screen.getByTestId('render-failure-close')));
    expect(get(ModalStore).get().open).toBe(false);
    expect(screen.queryByTestId('modal')).toBeNull();

    await act_(() => app.core.open());
    expect(await screen.findByTestId('view-Connect')).toBeTruthy();
    expect(screen.queryByTestId('render-failure')).toBeNull();
  });

  it('going to another view renders it; coming back to the failed view tries it again', async () => {
    const recover = connectViewThrows();
    const { app, get } = modalApp();
    await act_(() => app.core.open());
    expect(screen.getByTestId('render-failure')).toBeTruthy();
    recover();

    await act_(() => get(RouterService).push({ view: 'Networks' }));
    expect(await screen.findByTestId('view-Networks')).toBeTruthy();
    expect(screen.queryByTestId('render-failure')).toBeNull();

    await act_(() => fireEvent.click(screen.getByRole('button', { name: 'Back' })));
    expect(await screen.findByTestId('view-Connect')).toBeTruthy();
  });

  it('the failure offers Back when there is history, and Back leaves the failed view', async () => {
    const { app, get } = modalApp();
    await act_(() => app.core.open());
    await screen.findByTestId('view-Connect');
    const recover = connectViewThrows();
    await act_(() => get(RouterService).push({ view: 'AllWallets' }));
    await act_(() => get(RouterService).push({ view: 'Connect' }));
    expect(screen.getByTestId('render-failure')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByTestId('render-failure-back'));
    recover();

    await act_(() => fireEvent.click(screen.getByTestId('render-failure-back')));
    expect(await screen.findByTestId('view-AllWallets')).toBeTruthy();
  });
});

describe('the modal itself failing to render (Hostile input §1)', () => {
  /** The dialog's own title cannot be written: the header fails, outside any view's boundary. */
  function headerThrows(): void {
    const real = messages.t;
    jest.spyOn(messages, 't').mockImplementation(((key: string, ...rest: unknown[]) => {
      if (key === 'title.Connect') throw new TypeError('title unavailable');
      return (real as (key: string, ...rest: unknown[]) => string)(key, ...rest);
    }) as typeof messages.t);
  }

  it('a plain labelled dialog stands in, with the alert and Close; the host is told', async () => {
    headerThrows();
    const { app, events } = modalApp();
    await act_(() => app.core.open());

    const dialog = screen.getByRole('dialog', { name: 'Something went wrong' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe(FAILURE_TEXT);
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(events.at(-1)?.data).toEqual({
      type: 'error',
      event: 'MODAL_ERROR',
      properties: { view: 'Connect', errorMessage: 'title unavailable' },
    });
  });

  it('its Close (and Escape) closes for sure; the next open renders the real dialog', async () => {
    headerThrows();
    const { app, get } = modalApp();
    await act_(() => app.core.open());
    await act_(() => fireEvent.click(screen.getByTestId('render-failure-close')));
    expect(get(ModalStore).get().open).toBe(false);

    await act_(() => app.core.open());
    await act_(() => fireEvent.keyDown(document.body, { key: 'Escape' }));
    expect(get(ModalStore).get().open).toBe(false);

    jest.mocked(messages.t).mockRestore();
    await act_(() => app.core.open());
    expect(screen.getByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy();
    expect(await screen.findByTestId('view-Connect')).toBeTruthy();
  });
});

describe('Hostile options (features.connectorTypeOrder: 5, customWallets: "x"): the modal survives', () => {
  it.each([
    ['features.connectorTypeOrder: 5', { features: { connectorTypeOrder: 5 } }],
    ["customWallets: 'x'", { customWallets: 'x' }],
  ])(
    '%s is refused at creation with a clear error, or the modal shows the failure and closes',
    async (_label, options) => {
      let test: ReturnType<typeof modalApp>;
      try {
        test = modalApp(options as unknown as Partial<KeyportOptions>);
      } catch (error) {
        // Options checked as a whole when the app is created: refused up front, clearly.
        expect(isKeyportError(error)).toBe(true);
        return;
      }
      await act_(() => test.app.core.open());
      expect(screen.getByRole('alert').textContent).toBe(FAILURE_TEXT);
      await act_(() => fireEvent.click(screen.getByTestId('render-failure-close')));
      expect(test.get(ModalStore).get().open).toBe(false);
      expect(screen.queryByTestId('modal')).toBeNull();
    },
  );
});
