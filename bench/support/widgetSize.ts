// The widget's first load as bench/widget-size.ts and the browser test (tests/e2e/widget-load.test.ts) measure it:
// widget.js (the launcher, drawn at once) and widget-app.js (the rest, which widget.js loads next), raw, gzip -9,
// gzip at node's default level 6 and brotli -11. The issue-7 budget covers the two together.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export const WIDGET_BUDGET_GZIP_BYTES = 40 * 1024;
export const WIDGET_FILES = ['widget.js', 'widget-app.js'] as const;

export interface FileSize {
  file: string;
  raw: number;
  gzip: number;
  gzipDefault: number;
  brotli: number;
}

/** Sizes of dir/widget.js and dir/widget-app.js (dir: a build's widget folder); throws when one is missing. */
export function widgetSizes(dir: string): FileSize[] {
  return WIDGET_FILES.map((file) => {
    const body = fs.readFileSync(path.join(dir, file));
    return {
      file,
      raw: body.length,
      gzip: zlib.gzipSync(body, { level: 9 }).length,
      gzipDefault: zlib.gzipSync(body).length,
      brotli: zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    };
  });
}

/** The budget's figure: the larger gzip figure of each file, summed. */
export const firstLoadGzip = (sizes: FileSize[]) => sizes.reduce((sum, s) => sum + Math.max(s.gzip, s.gzipDefault), 0);
