import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

let root: string | undefined;

/** Resolves a path inside the project, from source files and from the built bundle alike. */
export function projectPath(...segments: string[]): string {
  if (!root) {
    let dir = path.dirname(fileURLToPath(import.meta.url));
    while (!existsSync(path.join(dir, 'package.json'))) {
      const parent = path.dirname(dir);
      if (parent === dir) throw new Error('Cannot find the project folder');
      dir = parent;
    }
    root = dir;
  }
  return path.join(root, ...segments);
}
