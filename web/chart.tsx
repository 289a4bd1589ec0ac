// A chart of an answer's `result` (uPlot on a canvas): points over time for a series by day,
// week, month or hour, bars for rankings and other categories. The same figures are in a
// table beside it for screen readers.
import { useEffect, useRef } from 'preact/hooks';
import uPlot from 'uplot';
import type { ResultTable } from './api.js';

const TIME_COLUMNS = new Set(['day', 'week', 'month', 'hour', 'period']);

/** A result can be charted when its last column is a number and it has at least two rows. */
export function chartable(result: ResultTable | undefined): result is ResultTable {
  return !!result && result.rows.length >= 2 && result.rows.every((r) => typeof r[r.length - 1] === 'number');
}

export function Chart({ result }: { result: ResultTable }) {
  const host = useRef<HTMLDivElement>(null);
  const labels = result.rows.map((r) => String(r[0]));
  const values = result.rows.map((r) => Number(r[r.length - 1]));
  const valueName = result.columns[result.columns.length - 1] ?? 'value';
  const over = result.columns[0] ?? '';
  const asLine = TIME_COLUMNS.has(over) && over !== 'period';

  useEffect(() => {
    const el = host.current;
    if (!el) return;
    const make = () =>
      new uPlot(
        {
          width: Math.max(260, el.clientWidth),
          height: 240,
          legend: { show: false },
          cursor: { show: false },
          scales: { x: { time: false, range: () => [-0.5, labels.length - 0.5] } },
          axes: [
            {
              incrs: [1, 2, 5, 10, 20, 50],
              values: (_u, splits) => splits.map((i) => (Number.isInteger(i) ? (labels[i] ?? '') : '')),
            },
            {},
          ],
          series: [
            {},
            {
              label: valueName,
              stroke: '#1f4e9c',
              width: 2,
              fill: asLine ? 'rgba(31, 78, 156, 0.12)' : 'rgba(31, 78, 156, 0.7)',
              points: { show: asLine, size: 7 },
              ...(asLine ? {} : { paths: uPlot.paths.bars!({ size: [0.6, 48] }) }),
            },
          ],
        },
        [labels.map((_, i) => i), values],
        el,
      );
    const plot = make();
    const resize = new ResizeObserver(() =>
      plot.setSize({ width: Math.max(260, el.clientWidth), height: 240 }),
    );
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [result]);

  return (
    <figure class="chart" data-points={values.length}>
      <div ref={host} class="chart-canvas" aria-hidden="true" />
      <figcaption>
        {valueName} by {over}
      </figcaption>
      <table class="visually-hidden">
        <caption>
          {valueName} by {over}
        </caption>
        <thead>
          <tr>
            {result.columns.map((c) => (
              <th scope="col">{c}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {result.rows.map((r) => (
            <tr>
              {r.map((cell) => (
                <td>{String(cell)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
