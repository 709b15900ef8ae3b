import { type Connector } from './Connector';

/**
 * The connector with the image the host gave for its id (option `connectorImages`), in place of
 * the one it announced; as it was when the host gave none. Checked by the image rule at creation.
 */
export function withHostImage(
  connector: Connector,
  connectorImages: Readonly<Partial<Record<string, string>>>,
): Connector {
  const imageUrl = connectorImages[connector.id];
  return imageUrl === undefined ? connector : { ...connector, imageUrl };
}
