import { injectable } from 'inversify';
import { Store } from '../state/Store';

/** SPEC §4: the snackbar's three variants. */
export type SnackbarVariant = 'success' | 'error' | 'loading';

export interface SnackbarState {
  readonly open: boolean;
  readonly message: string;
  readonly variant: SnackbarVariant;
  readonly autoClose: boolean;
}

export const initialSnackbarState: SnackbarState = {
  open: false,
  message: '',
  variant: 'success',
  autoClose: true,
};

@injectable()
export class SnackbarStore extends Store<SnackbarState> {
  constructor() {
    super(initialSnackbarState);
  }
}
