import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { drawBarChart, letterKey, PERCENT_TICKS, scaleTicks } from './report-chart.ts';

/**
 * The Word report's chart images read back as a PNG reader would (chunks, CRCs, the inflated
 * scanlines): bars as long as their figures, so a chart never shows a wrong value.
 */
function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  }
  return (c ^ 0xffffffff) >>> 0;
}

function readPng(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const chunks: { type: string; data: Buffer }[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + length);
    expect(png.readUInt32BE(at + 8 + length), `${type} CRC`).toBe(
      crc32(png.subarray(at + 4, at + 8 + length)),
    );
    chunks.push({ type, data });
    at += 12 + length;
  }
  expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'PLTE', 'IDAT', 'IEND']);
  const width = chunks[0].data.readUInt32BE(0);
  const height = chunks[0].data.readUInt32BE(4);
  const raw = inflateSync(chunks[2].data);
  expect(raw.length).toBe((width + 1) * height);
  const palette = chunks[1].data;
  const rgb = (x: number, y: number) => {
    const i = raw[y * (width + 1) + 1 + x];
    return palette.subarray(i * 3, i * 3 + 3).toString('hex');
  };
  return { width, height, rgb };
}

const TEAL = '21887c';
const WHITE = 'ffffff';

/** The x where the teal run of row y ends (its bar's end), and where it starts. */
function barSpan(img: ReturnType<typeof readPng>, y: number): [number, number] | null {
  let start = -1;
  let end = -1;
  for (let x = 0; x < img.width; x++)
    if (img.rgb(x, y) === TEAL) {
      if (start < 0) start = x;
      end = x;
    }
  return start < 0 ? null : [start, end];
}

describe('bar chart images', () => {
  it('draws each bar in proportion to its figure on the axis', () => {
    const chart = drawBarChart({
      max: 100,
      ticks: PERCENT_TICKS,
      bars: [
        { key: 'A', value: 100, label: '100.0% (4)' },
        { key: 'B', value: 50, label: '50.0% (2)' },
        { key: 'C', value: 0, label: '0.0% (0)' },
      ],
    });
    const img = readPng(chart.png);
    expect([img.width, img.height]).toEqual([chart.width, chart.height]);
    // Rows are 44 px from the top padding (16): the middle of each bar.
    const full = barSpan(img, 16 + 22);
    const half = barSpan(img, 16 + 44 + 22);
    expect(full).not.toBeNull();
    expect(half).not.toBeNull();
    const [x0, x100] = full as [number, number];
    const [h0, x50] = half as [number, number];
    expect(h0).toBe(x0);
    expect(Math.abs(x50 - x0 - (x100 - x0) / 2)).toBeLessThanOrEqual(1);
    expect(barSpan(img, 16 + 88 + 22)).toBeNull();
    expect(img.rgb(img.width - 2, img.height - 2)).toBe(WHITE);
  });

  it('draws means on a scale of 0..points', () => {
    const chart = drawBarChart({
      max: 5,
      ticks: scaleTicks(5),
      bars: [
        { key: 'A', value: 5, label: '5.00' },
        { key: 'B', value: 2.5, label: '2.50' },
      ],
    });
    const img = readPng(chart.png);
    const [x0, x5] = barSpan(img, 16 + 22) as [number, number];
    const [, half] = barSpan(img, 16 + 44 + 22) as [number, number];
    expect(Math.abs(half - x0 - (x5 - x0) / 2)).toBeLessThanOrEqual(1);
  });

  it('keys options A..Z, then AA', () => {
    expect([0, 1, 25, 26, 27, 51, 52].map(letterKey)).toEqual(['A', 'B', 'Z', 'AA', 'AB', 'AZ', 'BA']);
  });
});
