// Progress of a long transfer (import, export) on a terminal: how many, how fast, and, when the
// whole is known, how much is left. Redrawn at most four times a second through Output.status,
// which writes nothing unless standard error is a terminal.
import type { Output } from './output.js';

const n0 = (x: number) => Math.round(x).toLocaleString('en-US');

function duration(seconds: number): string {
  if (seconds < 60) return `${Math.max(1, Math.round(seconds))} s`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`;
  return `${Math.floor(seconds / 3600)} h ${Math.round((seconds % 3600) / 60)} min`;
}

export interface Progress {
  /** `count` so far; `fraction` of the whole (0–1) when it is known. */
  update(count: number, fraction?: number): void;
  /** Clears the status line. */
  done(): void;
}

/** The status line's text: "1,200,000 lines sent (95,000/s), 40%, about 12 s left". */
export function progressText(noun: string, count: number, seconds: number, fraction?: number): string {
  const rate = seconds > 0 ? count / seconds : 0;
  let text = `${n0(count)} ${noun} (${n0(rate)}/s)`;
  if (fraction !== undefined && fraction > 0 && fraction <= 1) {
    text += `, ${Math.floor(fraction * 100)}%`;
    if (fraction < 1 && seconds >= 1)
      text += `, about ${duration((seconds * (1 - fraction)) / fraction)} left`;
  }
  return text;
}

export function createProgress(out: Output, noun: string, now: () => number = Date.now): Progress {
  const start = now();
  let shown = 0;
  return {
    update(count, fraction) {
      const t = now();
      if (t - shown < 250) return;
      shown = t;
      out.status(progressText(noun, count, (t - start) / 1000, fraction));
    },
    done() {
      out.status(null);
    },
  };
}
