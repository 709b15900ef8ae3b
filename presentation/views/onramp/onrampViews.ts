/** The buy group of views, loaded as one chunk (see modal/viewRegistry.ts). */
export { OnRampProvidersView } from './OnRampProvidersView';
