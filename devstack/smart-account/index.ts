/**
 * Smart accounts on the dev chains: `KeyportAccount`s made by the factory at a fixed address,
 * deployed on first use and relayed by the funder. See README.md.
 */
export { type SmartAccountCall } from './checkInputs';
export {
  deploySmartAccount,
  SMART_ACCOUNT_SEED_WEI,
  type SmartAccountDeployment,
} from './deploySmartAccount';
export { executeCalls, SIGNED_BATCH_LIFETIME_SECONDS } from './executeCalls';
export { signatureIsValid } from './signatureIsValid';
export { SmartAccountCallError } from './SmartAccountCallError';
export { SMART_ACCOUNT_FUNDER_ACCOUNT, type SmartAccountChain } from './SmartAccountChain';
export { SMART_ACCOUNT_FACTORY_ADDRESS } from './smartAccountFactory';
export { isSmartAccountDeployed, smartAccountAddress } from './smartAccountAddress';
