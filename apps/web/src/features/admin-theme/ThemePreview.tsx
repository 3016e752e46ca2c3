import {
  apiPaths,
  type SiteTheme,
  THEME_MODES,
  THEME_PREVIEW_PAGES,
  type ThemeMode,
  type ThemePreview as ThemePreviewAnswer,
} from '@portfolio/contract';
import { useEffect, useRef, useState } from 'react';
import { Choice } from '../../components/Choice';
import { ErrorMessage } from '../../components/ErrorMessage';
import { api, reportError } from '../../lib/api';
import styles from './Theme.module.css';
import { useWidthOf } from './use-width-of';

type PreviewPage = (typeof THEME_PREVIEW_PAGES)[number];
const PAGE_NAMES: Record<PreviewPage, string> = { '/': 'Home', '/projects': 'Projects' };
const MODE_NAMES: Record<ThemeMode, string> = { light: 'Light', dark: 'Dark' };

/** The widths a visitor's window may have: the page is drawn at that width, scaled to fit. */
const WIDTHS = { desktop: 1280, phone: 390 } as const;
type PreviewWidth = keyof typeof WIDTHS;
const WIDTH_NAMES: Record<PreviewWidth, string> = { desktop: 'Desktop', phone: 'Phone' };
const WIDTH_KEYS = Object.keys(WIDTHS) as PreviewWidth[];
/** The height the preview takes on the screen, in pixels. */
const FRAME_HEIGHT = 640;

/** How long the draft must stay unchanged before it is drawn: a colour drag sends one call. */
const PREVIEW_DELAY_MS = 200;

/**
 * The public Home or Projects page as the draft would draw it, in either mode. The server renders
 * it (the same code as the public site); it shows in a frame that runs no script and takes no
 * focus, and follows each change of the draft before it is saved.
 */
export function ThemePreview({ theme }: { theme: SiteTheme }) {
  const [page, setPage] = useState<PreviewPage>('/');
  const [mode, setMode] = useState<ThemeMode>('light');
  const [width, setWidth] = useState<PreviewWidth>('desktop');
  const box = useRef<HTMLDivElement>(null);
  const room = useWidthOf(box);
  const frameWidth = WIDTHS[width];
  const scale = room ? Math.min(1, room / frameWidth) : 1;
  const [html, setHtml] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | undefined>();

  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      api<ThemePreviewAnswer>(apiPaths.themePreview, {
        method: 'POST',
        json: { theme, page, mode },
        auth: true,
        signal: controller.signal,
      }).then(
        (answer) => {
          setHtml(answer.html);
          setFailure(undefined);
        },
        (err: unknown) => {
          if (!controller.signal.aborted)
            setFailure(reportError(err, 'The preview could not be drawn'));
        },
      );
    }, PREVIEW_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [theme, page, mode]);

  return (
    <section className={styles.preview} aria-label="Preview">
      <div className={styles.previewBar}>
        <Choice<PreviewPage>
          className={styles.segments}
          legend="Page"
          values={THEME_PREVIEW_PAGES}
          value={page}
          name={(p) => PAGE_NAMES[p]}
          onChange={setPage}
        />
        <Choice<ThemeMode>
          className={styles.segments}
          legend="Mode"
          values={THEME_MODES}
          value={mode}
          name={(m) => MODE_NAMES[m]}
          onChange={setMode}
        />
        <Choice<PreviewWidth>
          className={styles.segments}
          legend="Width"
          values={WIDTH_KEYS}
          value={width}
          name={(w) => WIDTH_NAMES[w]}
          onChange={setWidth}
        />
      </div>
      <ErrorMessage message={failure} />
      <div ref={box} className={styles.frameBox} style={{ height: FRAME_HEIGHT }}>
        {html !== undefined && (
          <iframe
            className={styles.frame}
            title={`Preview of the public ${PAGE_NAMES[page]} page, ${mode} mode`}
            sandbox="allow-same-origin"
            srcDoc={html}
            tabIndex={-1}
            style={{
              width: frameWidth,
              height: FRAME_HEIGHT / scale,
              transform: `scale(${scale})`,
            }}
          />
        )}
      </div>
    </section>
  );
}
