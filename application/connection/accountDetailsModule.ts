import { ContainerModule } from 'inversify';
import { IdentityService } from '../account-data/IdentityService';
import { NativeBalances } from '../account-data/NativeBalances';
import { AccountDetailsLoader } from './AccountDetailsLoader';

/** The account's details (native balance, name and avatar), loaded into an instance with its first account. */
export const accountDetailsModule = new ContainerModule((bind) => {
  for (const type of [AccountDetailsLoader, IdentityService, NativeBalances])
    bind(type).toSelf().inSingletonScope();
});
