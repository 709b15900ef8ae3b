import { type ComponentType } from 'react';
import { CheckedImage } from '../../components/CheckedImage';
import {
  ApproveIcon,
  BurnIcon,
  CancelIcon,
  ContractCallIcon,
  DeployIcon,
  IncomingIcon,
  MintIcon,
  OutgoingIcon,
  StakeIcon,
  TransactionIcon,
  UnstakeIcon,
} from '../../icons/activityIcons';
import { SwapIcon } from '../../icons/viewIcons';

/** The history's operation types (those `activityText` names), each with the icon of its kind. */
const KIND_ICONS: ReadonlyMap<string, ComponentType> = new Map([
  ['send', OutgoingIcon],
  ['withdraw', OutgoingIcon],
  ['repay', OutgoingIcon],
  ['receive', IncomingIcon],
  ['deposit', IncomingIcon],
  ['borrow', IncomingIcon],
  ['claim', IncomingIcon],
  ['trade', SwapIcon],
  ['mint', MintIcon],
  ['burn', BurnIcon],
  ['approve', ApproveIcon],
  ['execute', ContractCallIcon],
  ['deploy', DeployIcon],
  ['stake', StakeIcon],
  ['unstake', UnstakeIcon],
  ['cancel', CancelIcon],
]);

/** The icon of an operation type; a type the table does not know gets the plain transaction icon. */
export function activityKindIcon(operationType: string): ComponentType {
  return KIND_ICONS.get(operationType) ?? TransactionIcon;
}

/**
 * An Activity row's picture: the moved token's or NFT's image, or, when nothing moved (a contract
 * deployed or called), the image is refused or it fails to load, the icon of the row's kind on the
 * same disc, so no row shows an empty circle.
 */
export function ActivityIcon({
  operationType,
  imageUrl,
}: {
  readonly operationType: string;
  readonly imageUrl: string | undefined;
}) {
  const Kind = activityKindIcon(operationType);
  return (
    <CheckedImage
      className="kp-token-icon"
      src={imageUrl}
      fallback={
        <span className="kp-token-icon kp-activity-icon" data-activity-kind={operationType} aria-hidden>
          <Kind />
        </span>
      }
    />
  );
}
