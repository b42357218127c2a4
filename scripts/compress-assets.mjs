// Compresses the built browser files once, at build time, so the server sends them as they are
// (brotli or gzip, whichever the browser takes) instead of compressing them on every request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const ROOT = 'build/client';
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/;

function* files(folder) {
  for (const name of readdirSync(folder)) {
    const file = path.join(folder, name);
    if (statSync(file).isDirectory()) yield* files(file);
    else yield file;
  }
}

let count = 0;
let before = 0;
let after = 0;
for (const file of files(ROOT)) {
  if (!COMPRESSIBLE.test(file)) continue;
  const body = readFileSync(file);
  // Small files too: a file without its compressed twins would be compressed again on every request.
  const br = brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  count++;
  before += body.length;
  after += br.length;
}
console.log(`compressed ${count} files: ${Math.round(before / 1024)} KiB, ${Math.round(after / 1024)} KiB as brotli`);
