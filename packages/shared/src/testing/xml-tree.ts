import { SaxesParser } from 'saxes';

/*
 * A file's XML read back as tests read it: through saxes, a conformant XML 1.0 parser (jsdom's
 * own), which throws on anything not well-formed, into a plain tree.
 */

export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  /** The element's own text, entities decoded (its children's apart). */
  text: string;
}

/** The document element of `xml`; throws with the parser's message when it is not well-formed. */
export function parseXml(xml: string): XmlElement {
  const parser = new SaxesParser();
  const root: XmlElement = { name: '#document', attributes: {}, children: [], text: '' };
  const open: XmlElement[] = [root];
  parser.on('error', (error) => {
    throw error;
  });
  parser.on('opentag', (tag) => {
    const element: XmlElement = { name: tag.name, attributes: { ...tag.attributes }, children: [], text: '' };
    open.at(-1)?.children.push(element);
    open.push(element);
  });
  parser.on('text', (text) => {
    const current = open.at(-1);
    if (current && current !== root) current.text += text;
  });
  parser.on('closetag', () => {
    open.pop();
  });
  parser.write(xml).close();
  const [document] = root.children;
  if (!document || root.children.length !== 1) throw new Error('An XML document has one element at its root');
  return document;
}

/** The element's children named `name`. */
export const childrenNamed = (element: XmlElement, name: string) => element.children.filter((c) => c.name === name);

/** The trimmed text of the element's first child named `name`, or undefined. */
export const childText = (element: XmlElement, name: string) =>
  element.children.find((c) => c.name === name)?.text.trim();

/** Every element under `element` (itself too) named `name`, in document order. */
export function descendantsNamed(element: XmlElement, name: string): XmlElement[] {
  const found = element.name === name ? [element] : [];
  for (const child of element.children) found.push(...descendantsNamed(child, name));
  return found;
}
