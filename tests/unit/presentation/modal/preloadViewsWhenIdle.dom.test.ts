/**
 * @jest-environment jsdom
 */
import { loadedViewGroup, VIEW_GROUPS } from '../../../../presentation/modal/viewGroups';
import { preloadViewsWhenIdle } from '../../../../presentation/modal/viewRegistry';

/** The browser's idle callbacks, held by the test: those asked for, and those called off. */
function holdIdleCallbacks() {
  const pending = new Map<number, () => void>();
  let handles = 0;
  Object.defineProperty(window, 'requestIdleCallback', {
    value: (callback: () => void) => {
      handles += 1;
      pending.set(handles, callback);
      return handles;
    },
    configurable: true,
  });
  Object.defineProperty(window, 'cancelIdleCallback', {
    value: (handle: number) => pending.delete(handle),
    configurable: true,
  });
  return {
    pending: () => pending.size,
    /** Runs the one pending callback and lets the load it starts finish. */
    async runNext(): Promise<void> {
      const [handle, callback] = [...pending][0] ?? [];
      if (handle === undefined || callback === undefined) throw new Error('No idle callback is pending');
      pending.delete(handle);
      callback();
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
  };
}

afterEach(() => {
  delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
  delete (window as { cancelIdleCallback?: unknown }).cancelIdleCallback;
});

describe('the other views after the first open (first-view benchmark: no long task during the open)', () => {
  it('are fetched one group per idle moment, never all in one task, and calling it off stops the rest', async () => {
    const idle = holdIdleCallbacks();
    const stop = preloadViewsWhenIdle();
    expect(idle.pending()).toBe(1);
    expect(VIEW_GROUPS.every((group) => loadedViewGroup(group) === undefined)).toBe(true);

    await idle.runNext();
    expect(VIEW_GROUPS.filter((group) => loadedViewGroup(group) !== undefined)).toEqual([VIEW_GROUPS[0]]);
    expect(idle.pending()).toBe(1);

    await idle.runNext();
    expect(VIEW_GROUPS.filter((group) => loadedViewGroup(group) !== undefined)).toEqual(
      VIEW_GROUPS.slice(0, 2),
    );

    stop();
    expect(idle.pending()).toBe(0);
  });
});
