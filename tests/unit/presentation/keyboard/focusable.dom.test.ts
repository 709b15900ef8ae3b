/**
 * @jest-environment jsdom
 */
import { focusableElements } from '../../../../presentation/keyboard/focusable';

describe('focusableElements', () => {
  it('lists what Tab reaches, in document order, skipping disabled, hidden and tabindex -1', () => {
    const root = document.createElement('div');
    root.innerHTML = `
      <button id="a">a</button>
      <button id="disabled" disabled>x</button>
      <a id="b" href="#">b</a>
      <a id="no-href">x</a>
      <input id="c" />
      <div hidden><button id="hidden">x</button></div>
      <div tabindex="-1" id="programmatic">x</div>
      <div tabindex="0" id="d">d</div>
      <button id="removed" tabindex="-1">x</button>
    `;
    expect(focusableElements(root).map((element) => element.id)).toEqual(['a', 'b', 'c', 'd']);
  });
});
