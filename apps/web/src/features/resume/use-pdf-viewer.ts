import { type ComponentType, useEffect, useState } from 'react';
import type { BrowserLoad } from '../../lib/browser-load';

type Viewer = ComponentType<{ file: string; scale: number }>;

export type PdfViewerState = BrowserLoad<{ Viewer: Viewer }>;

/**
 * The PDF viewer (react-pdf and pdf.js), loaded once the page is in the browser: the server never
 * runs pdf.js, and no other page downloads it.
 */
export function usePdfViewer(): PdfViewerState {
  const [state, setState] = useState<PdfViewerState>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    import('./PdfViewer').then(
      (module) => {
        if (active) setState({ status: 'ready', Viewer: module.default });
      },
      () => {
        if (active) setState({ status: 'failed' });
      },
    );
    return () => {
      active = false;
    };
  }, []);
  return state;
}
