// `npm start`: builds when the build is missing or older than the sources, then serves the site.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const SOURCES = ['app', 'server', 'common', 'db', 'package.json', 'vite.config.ts', 'react-router.config.ts'];
const OUTPUTS = ['build/server/index.js', 'dist/server/index.js'];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const builtAt = Math.min(...OUTPUTS.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)));
const changedAt = Math.max(...SOURCES.map(newestMtime));
if (builtAt === 0 || changedAt > builtAt) {
  console.log(builtAt === 0 ? 'No build yet: building…' : 'Sources changed since the last build: building…');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawnSync(process.execPath, ['--enable-source-maps', 'dist/server/index.js'], {
  stdio: 'inherit',
  // glibc's default of many malloc arenas keeps what image work (sharp) allocated long after it;
  // two arenas give it back (sharp's own advice for glibc). Set before the process starts.
  env: { NODE_ENV: 'production', MALLOC_ARENA_MAX: '2', ...process.env },
});
process.exit(server.status ?? 1);
