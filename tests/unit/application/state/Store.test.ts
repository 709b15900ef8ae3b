import { Store } from '../../../../application/state/Store';

interface Counter {
  readonly count: number;
  readonly label: string;
}

describe('Store (ARCHITECTURE "Stores": hot RxJS state with a synchronous getter)', () => {
  it('gives the current state synchronously and to late subscribers', () => {
    const store = new Store<Counter>({ count: 0, label: 'a' });
    store.set({ count: 1 });
    expect(store.get()).toEqual({ count: 1, label: 'a' });
    const seen: Counter[] = [];
    store.state$.subscribe((s) => seen.push(s));
    expect(seen).toEqual([{ count: 1, label: 'a' }]);
  });

  it('does not emit when an update returns the same object', () => {
    const store = new Store<Counter>({ count: 0, label: 'a' });
    const seen: number[] = [];
    store.state$.subscribe((s) => seen.push(s.count));
    store.update((s) => s);
    store.update((s) => ({ ...s, count: 2 }));
    expect(seen).toEqual([0, 2]);
  });

  it('select emits only when the slice changes', () => {
    const store = new Store<Counter>({ count: 0, label: 'a' });
    const labels: string[] = [];
    store.select((s) => s.label).subscribe((l) => labels.push(l));
    store.set({ count: 5 });
    store.set({ label: 'b' });
    expect(labels).toEqual(['a', 'b']);
  });

  it('reset returns to the initial state', () => {
    const store = new Store<Counter>({ count: 0, label: 'a' });
    store.set({ count: 9 });
    store.reset();
    expect(store.get()).toEqual({ count: 0, label: 'a' });
  });
});
