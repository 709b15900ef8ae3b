import { type DetailedHTMLProps, type HTMLAttributes } from 'react';
import { type ChainNamespace } from '../../domain/chain/ChainNamespace';

/**
 * The attributes of AppKit's button elements (REFERENCE §5), so a site's TSX can write
 * `<appkit-button balance="hide" />` as it did with AppKit.
 */
export interface ButtonElementAttributes extends DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> {
  readonly disabled?: boolean;
  readonly balance?: 'show' | 'hide';
  readonly size?: 'md' | 'sm';
  readonly label?: string;
  readonly loadingLabel?: string;
  readonly charsStart?: number | `${number}`;
  readonly charsEnd?: number | `${number}`;
  readonly namespace?: ChainNamespace;
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React 19 reads intrinsic elements here
  namespace JSX {
    interface IntrinsicElements {
      'appkit-button': ButtonElementAttributes;
      'appkit-connect-button': ButtonElementAttributes;
      'appkit-account-button': ButtonElementAttributes;
      'appkit-network-button': ButtonElementAttributes;
      'w3m-button': ButtonElementAttributes;
      'w3m-connect-button': ButtonElementAttributes;
      'w3m-account-button': ButtonElementAttributes;
      'w3m-network-button': ButtonElementAttributes;
    }
  }
}
