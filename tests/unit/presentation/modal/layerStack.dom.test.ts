/**
 * @jest-environment jsdom
 */
import { isTopLayer, openLayer } from '../../../../presentation/modal/layers/layerStack';

/** A page: the host's content, an element the host made inert itself, and one modal container per dialog. */
function page(): { main: HTMLElement; hostInert: HTMLElement; dialog(name: string): HTMLElement } {
  document.body.innerHTML = '<main>Host page</main><aside inert>Host drawer</aside>';
  return {
    main: document.querySelector('main') as HTMLElement,
    hostInert: document.querySelector('aside') as HTMLElement,
    dialog: (name) => {
      const container = document.createElement('div');
      container.setAttribute('data-keyport-modal', name);
      const dialog = document.createElement('div');
      dialog.setAttribute('role', 'dialog');
      container.appendChild(dialog);
      document.body.appendChild(container);
      return dialog;
    },
  };
}

function pressEscape(): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
  document.body.dispatchEvent(event);
  return event;
}

afterEach(() => {
  document.body.innerHTML = '';
  document.body.removeAttribute('style');
});

describe('the open modal as a layer of the page (modal dialog: the rest of the page inert, scroll locked)', () => {
  it('locks the page scroll while open, making up for the scroll bar, and gives the body back its own style exactly', () => {
    const { dialog } = page();
    document.body.style.overflow = 'scroll';
    document.body.style.paddingRight = '3px';
    // A 15 px scroll bar: the page would shift sideways when it goes.
    Object.defineProperty(document.documentElement, 'clientWidth', {
      value: window.innerWidth - 15,
      configurable: true,
    });
    const close = openLayer(dialog('default'), () => undefined);
    expect(document.body.style.overflow).toBe('hidden');
    expect(document.body.style.paddingRight).toBe('18px');
    delete (document.documentElement as { clientWidth?: number }).clientWidth;
    close();
    expect(document.body.style.overflow).toBe('scroll');
    expect(document.body.style.paddingRight).toBe('3px');
  });

  it('leaves no style attribute on a body that had none', () => {
    const { dialog } = page();
    const close = openLayer(dialog('default'), () => undefined);
    expect(document.body.getAttribute('style')).toContain('overflow: hidden');
    close();
    expect(document.body.hasAttribute('style')).toBe(false);
  });

  it("makes the rest of the page inert, leaves the host's own inert element as the host set it, and restores", () => {
    const { main, hostInert, dialog } = page();
    const modal = dialog('default');
    const close = openLayer(modal, () => undefined);
    expect(main.hasAttribute('inert')).toBe(true);
    expect(modal.parentElement?.hasAttribute('inert')).toBe(false);
    close();
    expect(main.hasAttribute('inert')).toBe(false);
    expect(hostInert.hasAttribute('inert')).toBe(true);
  });

  it('Escape closes only the top-most dialog; the one below becomes active again', () => {
    const { main, dialog } = page();
    const closed: string[] = [];
    const first = dialog('default');
    const second = dialog('shop');
    const closeFirst = openLayer(first, () => closed.push('default'));
    const closeSecond = openLayer(second, () => closed.push('shop'));
    expect(isTopLayer(second)).toBe(true);
    expect(isTopLayer(first)).toBe(false);
    // The dialog below is as unreachable as the page while another is on top of it.
    expect(first.parentElement?.hasAttribute('inert')).toBe(true);
    expect(second.parentElement?.hasAttribute('inert')).toBe(false);

    expect(pressEscape().defaultPrevented).toBe(true);
    expect(closed).toEqual(['shop']);
    closeSecond();
    expect(isTopLayer(first)).toBe(true);
    expect(first.parentElement?.hasAttribute('inert')).toBe(false);
    expect(second.parentElement?.hasAttribute('inert')).toBe(true);
    expect(document.body.style.overflow).toBe('hidden');

    pressEscape();
    expect(closed).toEqual(['shop', 'default']);
    closeFirst();
    expect(main.hasAttribute('inert')).toBe(false);
    expect(second.parentElement?.hasAttribute('inert')).toBe(false);
    expect(document.body.hasAttribute('style')).toBe(false);
    // With no dialog open, Escape is the page's again.
    expect(pressEscape().defaultPrevented).toBe(false);
  });

  it('the dialog below closing first leaves the top one in charge', () => {
    const { main, dialog } = page();
    const first = dialog('default');
    const second = dialog('shop');
    const closeFirst = openLayer(first, () => undefined);
    const closeSecond = openLayer(second, () => undefined);
    closeFirst();
    expect(isTopLayer(second)).toBe(true);
    expect(main.hasAttribute('inert')).toBe(true);
    closeSecond();
    expect(main.hasAttribute('inert')).toBe(false);
    expect(first.parentElement?.hasAttribute('inert')).toBe(false);
  });
});
