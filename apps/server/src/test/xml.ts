import { SaxesParser } from 'saxes';

/**
 * An XML document read as a strict reader reads it (saxes: XML 1.0 well-formedness, characters
 * included; fast-xml-parser's validator lets a U+FFFF or a control character through): the
 * errors, and every text and attribute value.
 */
export function readXml(xml: string): { errors: string[]; values: string[] } {
  const parser = new SaxesParser();
  const errors: string[] = [];
  const values: string[] = [];
  parser.on('error', (error) => errors.push(error.message));
  parser.on('text', (text) => values.push(text));
  parser.on('opentag', (tag) => values.push(...Object.values(tag.attributes)));
  parser.write(xml).close();
  return { errors, values };
}
