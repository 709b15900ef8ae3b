/** The ready-made networks hosts pass to `createAppKit({ networks })` (defined in the domain). */
export {
  allNetworks,
  arbitrum,
  aurora,
  avalanche,
  base,
  bsc,
  fantom,
  gnosis,
  kaia,
  mainnet,
  optimism,
  polygon,
  solana,
  solanaDevnet,
  solanaTestnet,
  zksync,
} from '../domain/network/knownNetworks';
