import 'uplot/dist/uPlot.min.css';
import type { InsightsSummary } from '@portfolio/contract';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import styles from './Insights.module.css';

const HEIGHT = 220;
const DAY_S = 86_400;

/** Reads a colour of the admin's theme, so the chart follows light and dark mode. */
const themeColour = (name: string, fallback: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;

/**
 * Visitors and page views per day, drawn with uPlot (loaded with this chunk, only by the
 * dashboard). The table beside it holds the same figures for screen readers and keyboards.
 */
export default function VisitorsChart({ daily }: { daily: InsightsSummary['daily'] }) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const times = daily.map((day) => Date.parse(`${day.day}T00:00:00Z`) / 1000);
    const accent = themeColour('--accent', '#1f6feb');
    const text = themeColour('--text', '#444');
    const chart = new uPlot(
      {
        width: Math.max(element.clientWidth, 280),
        height: HEIGHT,
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
        axes: [
          {
            stroke: text,
            grid: { show: false },
            incrs: [DAY_S, 7 * DAY_S, 30 * DAY_S],
            values: (_u, splits) =>
              splits.map((ts) => new Date(ts * 1000).toISOString().slice(5, 10)),
          },
          { stroke: text, incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000] },
        ],
        series: [
          {},
          {
            label: 'Visitors',
            stroke: accent,
            width: 2,
            ...(/^#[0-9a-f]{6}$/i.test(accent) ? { fill: `${accent}22` } : {}),
          },
          { label: 'Page views', stroke: text, width: 1, dash: [4, 4] },
        ],
        scales: { y: { range: (_u, _min, max) => [0, Math.max(max, 4)] } },
      },
      [times, daily.map((day) => day.visitors), daily.map((day) => day.pageViews)],
      element,
    );
    const resize = new ResizeObserver(() =>
      chart.setSize({ width: Math.max(element.clientWidth, 280), height: HEIGHT }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [daily]);

  return <div ref={box} className={styles.chart} aria-hidden="true" data-testid="visitors-chart" />;
}
