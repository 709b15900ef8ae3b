/** The account group of views, loaded as one chunk (see modal/viewRegistry.ts). */
export { AccountView } from './AccountView';
