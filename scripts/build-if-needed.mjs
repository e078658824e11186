// Part of `npm start` and `npm run bench`: builds the web app (dist/) and its server renderer (dist-server/) when
// either is missing or older than the sources.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync, readdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const newest = (dir) => {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
};
const built = path.join(root, 'dist', 'index.html');
const renderer = path.join(root, 'dist-server', 'serverRender.js');
const sources = ['src', 'contract', 'locales'].map((dir) => newest(path.join(root, dir)));
const newestSource = Math.max(...sources, statSync(path.join(root, 'index.html')).mtimeMs);
const stale = [built, renderer].some((file) => !existsSync(file) || newestSource > statSync(file).mtimeMs);
const run = (command, args) => {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
if (stale) {
  console.log('Building the web app (first start or sources changed) ...');
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  run(process.execPath, [vite, 'build', '--logLevel', 'warn']);
  run(process.execPath, [vite, 'build', '--ssr', '--logLevel', 'warn']);
}
