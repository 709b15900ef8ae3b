/** The networks group of views, loaded together as one chunk with the network icons. */
export { NetworksView } from './NetworksView';
export { UnsupportedChainView } from './UnsupportedChainView';
