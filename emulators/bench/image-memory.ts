/**
 * `npm run bench:image-memory [-- --concurrency 1,4,8,16]`: how much memory photo uploads need, to size
 * the `api` function (functions/src/runtime/options.ts). It processes the heaviest uploads the API
 * accepts (a 64-megapixel PNG and a 64-megapixel JPEG of noise, each within the 10 MB body limit) with
 * the API's own `processImage`, N at a time, in a fresh child process per N, and reports the peak
 * resident set size (RSS) and the time per image.
 */
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import {
  MAX_IMAGE_BYTES,
  processImage,
} from '../../functions/src/features/images/process-image.js';

const { values } = parseArgs({
  options: {
    concurrency: { type: 'string', default: '1,4,8,16' },
    child: { type: 'string' },
  },
});

/** 8000 x 8000 pixels: exactly the pixel limit. Solid PNG (tiny file, full decode) and noisy JPEG. */
async function heaviestUploads(): Promise<{ name: string; bytes: Buffer; type: string }[]> {
  const side = 8000;
  const png = await sharp({
    create: { width: side, height: side, channels: 3, background: '#3a7' },
  })
    .png()
    .toBuffer();
  const noise = await sharp({
    create: {
      width: side,
      height: side,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  })
    .jpeg({ quality: 20 })
    .toBuffer();
  for (const [name, bytes] of [
    ['png', png],
    ['jpeg', noise],
  ] as const) {
    if (bytes.length > MAX_IMAGE_BYTES) throw new Error(`${name} is over the upload limit`);
  }
  return [
    { name: '64 MP PNG', bytes: png, type: 'image/png' },
    { name: '64 MP noisy JPEG', bytes: noise, type: 'image/jpeg' },
  ];
}

async function child(concurrency: number): Promise<void> {
  const uploads = await heaviestUploads();
  const results: Record<string, { peakRssMiB: number; msPerImage: number; sizeMiB: number }> = {};
  for (const upload of uploads) {
    global.gc?.();
    const baseline = process.memoryUsage.rss();
    let peak = baseline;
    const timer = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage.rss());
    }, 5);
    const started = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, () => processImage(upload.bytes, upload.type)),
    );
    const elapsed = performance.now() - started;
    clearInterval(timer);
    peak = Math.max(peak, process.memoryUsage.rss());
    results[upload.name] = {
      peakRssMiB: Math.round(peak / 2 ** 20),
      msPerImage: Math.round(elapsed / concurrency),
      sizeMiB: Math.round((upload.bytes.length / 2 ** 20) * 10) / 10,
    };
  }
  console.log(JSON.stringify(results));
}

if (values.child !== undefined) {
  await child(Number(values.child));
} else {
  console.log('concurrency  upload              size MiB  peak RSS MiB  ms/image');
  for (const n of values.concurrency.split(',').map(Number)) {
    // A fresh process per level, so one level's heap does not inflate the next.
    const out = execFileSync(
      process.execPath,
      [...process.execArgv, process.argv[1] ?? '', '--child', String(n)],
      { encoding: 'utf8' },
    );
    const results = JSON.parse(out.trim().split('\n').at(-1) ?? '{}') as Record<
      string,
      { peakRssMiB: number; msPerImage: number; sizeMiB: number }
    >;
    for (const [name, r] of Object.entries(results)) {
      console.log(
        `${String(n).padStart(11)}  ${name.padEnd(18)}  ${String(r.sizeMiB).padStart(8)}  ${String(r.peakRssMiB).padStart(12)}  ${String(r.msPerImage).padStart(8)}`,
      );
    }
  }
}
