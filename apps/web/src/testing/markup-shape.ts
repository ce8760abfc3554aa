/** An element as markup means it, without the whitespace formatting adds, the router's data attributes or how a style is spelled. */
export function markupShape(node: Node): unknown {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent?.replace(/\s+/g, ' ').trim() || null;
  if (!(node instanceof Element)) return null;
  return {
    tag: node.tagName.toLowerCase(),
    attributes: [...node.attributes]
      .filter((attribute) => !attribute.name.startsWith('data-'))
      // Styles as the browser reads them: the server writes `#5eead4` where the DOM says `rgb(94, 234, 212)`.
      .map((attribute) =>
        attribute.name === 'style' && node instanceof HTMLElement
          ? `style=${node.style.cssText}`
          : `${attribute.name}=${attribute.value}`,
      )
      .sort(),
    children: [...node.childNodes].map(markupShape).filter((child) => child !== null),
  };
}
