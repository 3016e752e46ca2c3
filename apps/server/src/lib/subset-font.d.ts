declare module 'subset-font' {
  /** subset-font 2.9's options, those this server passes. */
  interface SubsetOptions {
    targetFormat?: 'sfnt' | 'truetype' | 'woff' | 'woff2';
    /** Pins each named axis of a variable font to a value: a static instance there. */
    variationAxes?: Record<string, number>;
    /** Keeps every glyph and character of the font (then no text is given). */
    keepAllGlyphs?: boolean;
  }
  export default function subsetFont(
    font: Buffer,
    text: string | undefined,
    options?: SubsetOptions,
  ): Promise<Buffer>;
}
