import {
  CONNECTOR_SECTION_TYPES,
  DEFAULT_CONNECTOR_TYPE_ORDER,
  isConnectorSectionType,
  orderSectionTypes,
} from '../../../../domain/connector/ConnectorSection';

describe('SPEC §2 default order of connector types', () => {
  it('is walletConnect, recent, injected, featured, custom, external, recommended', () => {
    expect(DEFAULT_CONNECTOR_TYPE_ORDER).toEqual([
      'walletConnect',
      'recent',
      'injected',
      'featured',
      'custom',
      'external',
      'recommended',
    ]);
  });

  it('recognises the section types', () => {
    expect(CONNECTOR_SECTION_TYPES.every(isConnectorSectionType)).toBe(true);
    expect(isConnectorSectionType('email')).toBe(false);
    expect(isConnectorSectionType(3)).toBe(false);
  });

  describe('ordering the non-empty sections', () => {
    const all = new Set(CONNECTOR_SECTION_TYPES);

    it('follows the host order and drops empty sections', () => {
      expect(orderSectionTypes(['featured', 'injected'], new Set(['injected', 'featured'] as const))).toEqual(
        ['featured', 'injected'],
      );
    });

    it('appends the sections the host left out in the default order', () => {
      expect(orderSectionTypes(['recommended', 'injected'], all)).toEqual([
        'recommended',
        'injected',
        'walletConnect',
        'recent',
        'featured',
        'custom',
        'external',
      ]);
    });

    it('counts a repeated entry once', () => {
      expect(orderSectionTypes(['custom', 'custom'], new Set(['custom'] as const))).toEqual(['custom']);
    });
  });
});
