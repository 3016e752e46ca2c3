// The point of an image that a card cropping it keeps in view. No schema library here: the public
// pages import these (the JavaScript budget of `/`); the form field's schema is in content.ts.

/** Percents across and down, '30 70', each 0 to 100; '' for the centre. */
export const IMAGE_FOCUS_PATTERN = '^((100|[1-9]?[0-9]) (100|[1-9]?[0-9]))?$';
const IMAGE_FOCUS = new RegExp(IMAGE_FOCUS_PATTERN, 'u');

export const IMAGE_FOCUS_MESSAGE =
  "must be two percents from 0 to 100, across then down ('30 70'), or empty for the centre";

export function isImageFocus(value: string): boolean {
  return IMAGE_FOCUS.test(value);
}

/** A focus as its two numbers; the centre for '' (or anything that is not one). */
export function focusPoint(focus: string): { x: number; y: number } {
  const match = IMAGE_FOCUS.exec(focus);
  if (!match?.[1]) return { x: 50, y: 50 };
  return { x: Number(match[2]), y: Number(match[3]) };
}
