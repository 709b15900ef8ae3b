import { FlowState, perInstance } from '../../../../../presentation/views/shared/FlowState';
import { createTestCore } from '../../../../support/createTestCore';

describe('FlowState: what a view-model keeps between its views', () => {
  it('is the same object until it changes, as useSyncExternalStore needs, and tells each listener of a change', () => {
    const state = new FlowState({ amount: '', sending: false });
    const first = state.get();
    expect(state.get()).toBe(first);
    const seen: string[] = [];
    const stop = state.subscribe(() => seen.push(state.get().amount));
    state.set({ amount: '0.5' });
    expect(state.get()).toEqual({ amount: '0.5', sending: false });
    expect(state.get()).not.toBe(first);
    stop();
    state.set({ amount: '1' });
    expect(seen).toEqual(['0.5']);
  });

  it('one model per Keyport instance: a form outlives its view, and two instances on a page keep their own', () => {
    const modelOf = perInstance(() => ({ form: new FlowState({ amount: '' }) }));
    const [one, two] = [createTestCore(), createTestCore()];
    modelOf(one.core).form.set({ amount: '0.5' });
    expect(modelOf(one.core).form.get().amount).toBe('0.5');
    expect(modelOf(two.core).form.get().amount).toBe('');
  });
});
