import { useEffect, useId, useRef, useState } from 'react';

export type ChartPoint = { x: number; y: number };
export type ChartSeries = { id: string; label: string; color: string; points: readonly ChartPoint[] };

type LineChartProps = {
  title: string;
  /** A sentence a screen reader reads instead of the drawing, e.g. who leads with how many points. */
  summary: string;
  series: readonly ChartSeries[];
  formatX: (x: number) => string;
  formatY: (y: number) => string;
  /** Steps (a total that jumps) or straight segments between points. */
  step?: boolean;
  height?: number;
};

const MARGIN = { top: 12, right: 16, bottom: 28, left: 56 };
const FALLBACK_WIDTH = 720;
const TICKS = 5;

/** Follows the element's width, so the chart is redrawn when the window changes (docs/reference-tracker.md §2 item 4). */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(FALLBACK_WIDTH);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const measured = entry?.contentRect.width ?? 0;
      if (measured > 0) setWidth(Math.round(measured));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

function niceTicks(min: number, max: number, count: number): number[] {
  if (!(max > min)) return [min];
  const raw = (max - min) / count;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * magnitude).find((candidate) => candidate >= raw) ?? raw;
  const ticks: number[] = [];
  for (let value = Math.ceil(min / step) * step; value <= max + step / 1e6; value += step) ticks.push(value);
  return ticks;
}

/**
 * A small SVG line chart drawn without a chart library: one line per series in its colour, axes in the text
 * colour of the theme. The drawing is one image named by `title` and described by `summary`; the legend lists
 * each series with its latest value as text, so nothing depends on telling colours apart.
 */
export function LineChart({ title, summary, series, formatX, formatY, step = false, height = 280 }: LineChartProps) {
  const [ref, width] = useWidth();
  const titleId = useId();
  const descId = useId();
  const all = series.flatMap((line) => line.points);
  const xs = all.map((point) => point.x);
  const ys = all.map((point) => point.y);
  const xMin = Math.min(...xs);
  const xMax = Math.max(...xs);
  const yMin = Math.min(0, ...ys);
  const yMax = Math.max(1, ...ys);
  const innerWidth = Math.max(width - MARGIN.left - MARGIN.right, 10);
  const innerHeight = height - MARGIN.top - MARGIN.bottom;
  const scaleX = (x: number) =>
    MARGIN.left + (xMax > xMin ? ((x - xMin) / (xMax - xMin)) * innerWidth : innerWidth / 2);
  const scaleY = (y: number) => MARGIN.top + innerHeight - ((y - yMin) / (yMax - yMin)) * innerHeight;
  const yTicks = niceTicks(yMin, yMax, TICKS);
  const xTicks = xMax > xMin ? [0, 0.25, 0.5, 0.75, 1].map((share) => xMin + share * (xMax - xMin)) : [xMin];

  const path = (points: readonly ChartPoint[]) =>
    points
      .map((point, index) => {
        const x = scaleX(point.x).toFixed(1);
        const y = scaleY(point.y).toFixed(1);
        if (index === 0) return `M${x},${y}`;
        return step ? `H${x}V${y}` : `L${x},${y}`;
      })
      .join('');

  return (
    <figure className="flex flex-col gap-3">
      <figcaption className="font-semibold">{title}</figcaption>
      <div ref={ref} className="w-full">
        {all.length > 0 && (
          <svg
            role="img"
            aria-labelledby={`${titleId} ${descId}`}
            width={width}
            height={height}
            viewBox={`0 0 ${width} ${height}`}
            className="max-w-full text-base-content"
          >
            <title id={titleId}>{title}</title>
            <desc id={descId}>{summary}</desc>
            <g className="text-base-content/80" fill="currentColor" fontSize={11}>
              {yTicks.map((tick) => (
                <g key={`y${tick}`}>
                  <line
                    x1={MARGIN.left}
                    x2={width - MARGIN.right}
                    y1={scaleY(tick)}
                    y2={scaleY(tick)}
                    stroke="currentColor"
                    strokeOpacity={0.2}
                  />
                  <text x={MARGIN.left - 6} y={scaleY(tick) + 4} textAnchor="end">
                    {formatY(tick)}
                  </text>
                </g>
              ))}
              {xTicks.map((tick, index) => (
                <text
                  key={`x${tick}`}
                  x={scaleX(tick)}
                  y={height - 8}
                  textAnchor={index === 0 ? 'start' : index === xTicks.length - 1 ? 'end' : 'middle'}
                >
                  {formatX(tick)}
                </text>
              ))}
            </g>
            {series.map((line) => (
              <path
                key={line.id}
                d={path(line.points)}
                fill="none"
                stroke={line.color}
                strokeWidth={2.5}
                strokeLinejoin="round"
              />
            ))}
          </svg>
        )}
      </div>
      <ul className="flex flex-wrap gap-x-6 gap-y-1 text-sm" aria-label={`${title}: legend`}>
        {series.map((line) => {
          const last = line.points[line.points.length - 1];
          return (
            <li key={line.id} className="flex items-center gap-2">
              <span
                aria-hidden="true"
                className="inline-block h-1 w-5 rounded"
                style={{ backgroundColor: line.color }}
              />
              <span>{line.label}</span>
              <span className="font-mono tabular-nums">{last ? formatY(last.y) : '–'}</span>
            </li>
          );
        })}
      </ul>
    </figure>
  );
}
