// `npm run dev`: every kit on its own Rspack dev server with hot reload, the shell on :3005
// (proxying /api and /socket.io), and the API in watch mode on :3000.
// Every process reads @handyq/domain from its sources, so a change there reaches all of them.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const KITS = JSON.parse(
  fs.readFileSync(path.join(import.meta.dirname, '../shared/domain/kits.json'), 'utf8'),
);

const procs = [
  ['api', ['run', 'dev', '-w', 'api']],
  ...KITS.map((kit) => [kit.folder, ['run', 'dev', '-w', kit.folder]]),
  ['shell', ['run', 'dev', '-w', 'shell']],
];

const children = procs.map(([name, args]) => {
  const child = spawn('npm', args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { DATA_DIR: path.resolve('data'), ...process.env },
  });
  const prefix = `[${name}]`.padEnd(14);
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.on('data', (buf) => {
      const lines = (rest + buf.toString()).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) process.stdout.write(`${prefix} ${line}\n`);
    });
  }
  child.on('exit', (code) => console.log(`${prefix} exited with ${code}`));
  return child;
});

console.log('HandyQ dev: open http://localhost:3005 (API on http://localhost:3000)');
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
