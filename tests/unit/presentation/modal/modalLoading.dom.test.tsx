/**
 * @jest-environment jsdom
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { mountModalWhenNeeded } from '../../../../presentation/modal/mountModalWhenNeeded';
import { preloadModal } from '../../../../presentation/modal/preloadModal';
import { loadedViewGroup, loadViewGroup } from '../../../../presentation/modal/viewGroups';
import { VIEW_COMPONENTS } from '../../../../presentation/modal/viewRegistry';
import { KeyportContext } from '../../../../presentation/react/KeyportAppContext';
import { createTestApp, destroyTestApps, flush } from '../support/presentationApp';

/** How often the modal's frame was fetched: the first `require` of its chunk's module. */
let mockModalFetches = 0;
jest.mock('../../../../presentation/modal/mountModal', () => {
  mockModalFetches += 1;
  return jest.requireActual('../../../../presentation/modal/mountModal');
});

afterEach(() => act(() => destroyTestApps()));

/** Counts the modal's spinners added to the page while watching. */
function watchForSpinners(): { readonly seen: () => number; stop(): void } {
  let seen = 0;
  const observer = new MutationObserver((records) => {
    for (const node of records.flatMap((record) => Array.from(record.addedNodes))) {
      if (node instanceof Element && (node.matches('.kp-loading') || node.querySelector('.kp-loading'))) {
        seen += 1;
      }
    }
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return { seen: () => seen, stop: () => observer.disconnect() };
}

// The tests share the page's chunk cache (as one page does), so they run in this order.
describe('the first open (first-view benchmark: rows in the first frame, nothing fetched before the visitor acts)', () => {
  it('fetches nothing while the page idles: no frame, no view group', async () => {
    const { app } = createTestApp();
    mountModalWhenNeeded(app.core);
    await flush();
    await act(() => new Promise((resolve) => setTimeout(resolve, 1_100)));
    expect(mockModalFetches).toBe(0);
    expect(loadedViewGroup('connect')).toBeUndefined();
    expect(document.querySelector('[data-keyport-modal]')).toBeNull();
  });

  it('fetches the frame and the first view together on open, and shows the view without a spinner in between', async () => {
    const { app } = createTestApp();
    mountModalWhenNeeded(app.core);
    const spinners = watchForSpinners();
    try {
      await act(() => app.core.open({ view: 'Networks' }));
      await waitFor(() => expect(document.querySelector('[data-keyport-modal]')).not.toBeNull());
      expect(mockModalFetches).toBe(1);
      expect(loadedViewGroup('networks')).toBeDefined();
      expect(screen.getByTestId('view-Networks')).toBeTruthy();
      expect(spinners.seen()).toBe(0);
    } finally {
      spinners.stop();
    }
  });

  it("preloadModal (a visitor reaching for one of Keyport's buttons) fetches that view's group and mounts nothing", async () => {
    expect(loadedViewGroup('account')).toBeUndefined();
    preloadModal('Account');
    await waitFor(() => expect(loadedViewGroup('account')).toBeDefined());
    expect(loadedViewGroup('swap')).toBeUndefined();
    expect(document.querySelector('[data-keyport-modal]')).toBeNull();
  });
});

describe('a view whose group is already here', () => {
  it('renders in the same pass, never through the Suspense fallback (React holds a revealed fallback back 300 ms)', async () => {
    await loadViewGroup('receive');
    const { app } = createTestApp();
    let fallbacks = 0;
    const Fallback = () => {
      fallbacks += 1;
      return null;
    };
    const View = VIEW_COMPONENTS.WalletReceive;
    render(
      <KeyportContext.Provider value={app.core}>
        <Suspense fallback={<Fallback />}>
          <View entry={{ view: 'WalletReceive' }} />
        </Suspense>
      </KeyportContext.Provider>,
    );
    expect(screen.getByTestId('view-WalletReceive')).toBeTruthy();
    expect(fallbacks).toBe(0);
  });

  it('a view whose group is not here yet still loads through the fallback', async () => {
    const { app } = createTestApp();
    const View = VIEW_COMPONENTS.OnRampProviders;
    expect(loadedViewGroup('onramp')).toBeUndefined();
    render(
      <KeyportContext.Provider value={app.core}>
        <Suspense fallback={<p>loading</p>}>
          <View entry={{ view: 'OnRampProviders' }} />
        </Suspense>
      </KeyportContext.Provider>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByTestId('view-OnRampProviders')).toBeTruthy();
  });
});
