import { nextNavIndex } from '../../../../presentation/keyboard/arrowNavigation';
import { nextTabIndex } from '../../../../presentation/keyboard/tabNavigation';

describe('arrow keys in a list (one column)', () => {
  it('up and down (and left and right) step one item, stopping at the ends', () => {
    expect(nextNavIndex(0, 'ArrowDown', 3)).toBe(1);
    expect(nextNavIndex(2, 'ArrowDown', 3)).toBe(2);
    expect(nextNavIndex(1, 'ArrowUp', 3)).toBe(0);
    expect(nextNavIndex(0, 'ArrowUp', 3)).toBe(0);
    expect(nextNavIndex(0, 'ArrowRight', 3)).toBe(1);
    expect(nextNavIndex(0, 'ArrowLeft', 3)).toBe(0);
  });

  it('Home and End go to the first and last item; other keys do not move', () => {
    expect(nextNavIndex(1, 'Home', 3)).toBe(0);
    expect(nextNavIndex(1, 'End', 3)).toBe(2);
    expect(nextNavIndex(1, 'Enter', 3)).toBeUndefined();
    expect(nextNavIndex(0, 'ArrowDown', 0)).toBeUndefined();
  });
});

describe('arrow keys in a grid of four columns', () => {
  it('up and down move a row; a row that does not exist leaves focus where it is', () => {
    expect(nextNavIndex(1, 'ArrowDown', 10, 4)).toBe(5);
    expect(nextNavIndex(7, 'ArrowDown', 10, 4)).toBe(7);
    expect(nextNavIndex(5, 'ArrowUp', 10, 4)).toBe(1);
    expect(nextNavIndex(2, 'ArrowUp', 10, 4)).toBe(2);
  });

  it('left and right step across rows', () => {
    expect(nextNavIndex(3, 'ArrowRight', 10, 4)).toBe(4);
    expect(nextNavIndex(4, 'ArrowLeft', 10, 4)).toBe(3);
    expect(nextNavIndex(9, 'ArrowRight', 10, 4)).toBe(9);
  });
});

describe('arrow keys in a tab list (WAI-ARIA tabs)', () => {
  it('left and right wrap round; Home and End go to the ends', () => {
    expect(nextTabIndex(0, 'ArrowRight', 3)).toBe(1);
    expect(nextTabIndex(2, 'ArrowRight', 3)).toBe(0);
    expect(nextTabIndex(0, 'ArrowLeft', 3)).toBe(2);
    expect(nextTabIndex(1, 'Home', 3)).toBe(0);
    expect(nextTabIndex(1, 'End', 3)).toBe(2);
    expect(nextTabIndex(1, 'ArrowDown', 3)).toBeUndefined();
    expect(nextTabIndex(0, 'ArrowRight', 0)).toBeUndefined();
  });
});
