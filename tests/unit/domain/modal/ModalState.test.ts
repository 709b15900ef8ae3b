import {
  INITIAL_MODAL_STATE,
  isLoading,
  setNamespaceLoading,
  setOpen,
  setShake,
  SHAKE_DURATION_MS,
  shakeEndsAt,
} from '../../../../domain/modal/ModalState';

describe('SPEC §4 modal state', () => {
  it('starts closed, not loading, not shaking', () => {
    expect(INITIAL_MODAL_STATE).toEqual({ open: false, loading: {}, shake: false });
  });

  it('opens and closes without touching the other fields', () => {
    const opened = setOpen(INITIAL_MODAL_STATE, true);
    expect(opened).toEqual({ ...INITIAL_MODAL_STATE, open: true });
    expect(setOpen(opened, false)).toEqual(INITIAL_MODAL_STATE);
    expect(INITIAL_MODAL_STATE.open).toBe(false);
  });

  describe('a loading flag exists per namespace', () => {
    const state = setNamespaceLoading(INITIAL_MODAL_STATE, 'solana', true);

    it('tracks each namespace separately', () => {
      expect(isLoading(state, 'solana')).toBe(true);
      expect(isLoading(state, 'eip155')).toBe(false);
    });

    it('is loading overall when any namespace is', () => {
      expect(isLoading(state)).toBe(true);
      expect(isLoading(setNamespaceLoading(state, 'solana', false))).toBe(false);
      expect(isLoading(INITIAL_MODAL_STATE)).toBe(false);
    });
  });

  describe('shake animation lasts 500 ms', () => {
    it('lasts 500 ms', () => {
      expect(SHAKE_DURATION_MS).toBe(500);
      expect(shakeEndsAt(1_000)).toBe(1_500);
    });

    it('sets and clears the shake flag', () => {
      expect(setShake(INITIAL_MODAL_STATE, true).shake).toBe(true);
      expect(setShake(setShake(INITIAL_MODAL_STATE, true), false)).toEqual(INITIAL_MODAL_STATE);
    });
  });
});
