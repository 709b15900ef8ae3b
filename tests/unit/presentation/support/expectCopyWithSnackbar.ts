import { act, fireEvent, screen } from '@testing-library/react';
import { type SnackbarStore } from '../../../../application/snackbar/SnackbarStore';

export interface CopyExpectation {
  /** The accessible name of the copy button. */
  readonly button: string;
  readonly copied: string;
  readonly success: string;
  readonly failure: string;
  readonly snackbar: SnackbarStore;
  /** What lets the second message show: the first closed before the second press... */
  readonly beforeSecondPress?: () => void;
  /** ...or the SPEC §9 snackbar swap delay passed after it. */
  readonly afterSecondPress?: () => void;
}

/**
 * Presses a copy button twice against a clipboard that accepts, then refuses: the text is copied,
 * the snackbar says so, and the refusal is said as an error rather than passed over.
 */
export async function expectCopyWithSnackbar(expected: CopyExpectation): Promise<void> {
  const writeText = jest.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('denied'));
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  const press = () =>
    act(async () => {
      fireEvent.click(screen.getByRole('button', { name: expected.button }));
    });

  await press();
  expect(writeText).toHaveBeenCalledWith(expected.copied);
  expect(expected.snackbar.get()).toMatchObject({
    open: true,
    message: expected.success,
    variant: 'success',
  });

  if (expected.beforeSecondPress) act(expected.beforeSecondPress);
  await press();
  if (expected.afterSecondPress) await act(async () => expected.afterSecondPress?.());
  expect(expected.snackbar.get()).toMatchObject({ open: true, message: expected.failure, variant: 'error' });
}
