type Child = Node | string;

/**
 * A DOM element with attributes and children. Text always goes in as text nodes, never as markup,
 * so whatever a dapp sends (its name, its request) cannot inject anything into the page.
 */
export function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Readonly<Record<string, string>> = {},
  children: readonly Child[] = [],
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}
