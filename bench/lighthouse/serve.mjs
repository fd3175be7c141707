// Serves a built site with bin/folio on a free port, for the Lighthouse and
// CPU-time benchmarks beside this file.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Serves dir (build/ when null); resolves to { port, server } once it listens. */
export async function serve(dir) {
  const port = await new Promise((resolve) => {
    const s = createServer().listen(0, () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
  const server = spawn(path.join(root, 'bin/folio'), ['serve', '--port', String(port), ...(dir ? ['--dir', dir] : [])], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve) => server.stdout.on('data', (d) => String(d).includes('Serving') && resolve()));
  return { port, server };
}
