/** What `AccountDetails` loads: the loader, the identity lookup and the module binding them (one chunk). */
export { AccountDetailsLoader } from './AccountDetailsLoader';
export { IdentityService } from '../account-data/IdentityService';
export { accountDetailsModule } from './accountDetailsModule';
