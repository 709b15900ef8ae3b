/**
 * @jest-environment node
 */
import { createAppKit, resetAppKit } from '../../../../presentation/app/createAppKit';
import { ethereum } from '../../../fixtures/networks';

describe("AppKit's button elements on a server (REFERENCE §5 Buttons; a server has no window)", () => {
  it('are not defined where there is no window, even beside a custom element registry', () => {
    expect(typeof window).toBe('undefined');
    // A server-side DOM shim may bring a registry without a page: nothing is defined into it.
    const define = jest.fn();
    Object.assign(globalThis, { customElements: { get: () => undefined, define } });
    try {
      const modal = createAppKit({ projectId: 'p', networks: [ethereum] });
      expect(modal.getState().initialized).toBe(true);
      expect(define).not.toHaveBeenCalled();
    } finally {
      resetAppKit();
      Reflect.deleteProperty(globalThis, 'customElements');
    }
  });
});
