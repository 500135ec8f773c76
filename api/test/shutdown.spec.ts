import http from 'node:http';
import net from 'node:net';
import { readinessSchema } from '@handyq/domain/schemas';
import { startApiProcess, callJson, type ApiProcess } from './support/api-process';
import { DB_TARGETS } from './support/databases';
import { connected, openSocket, recorder } from './support/sockets';
import { scaledMs } from './support/machine-speed';

/**
 * Graceful shutdown of the server as its own process (src/main.ts, the entry `npm start` runs
 * built), for real: a request whose body is still arriving when SIGTERM comes, a live socket,
 * a new connection. From the sources: the API tests run before anything is built.
 */

/** A signup whose JSON body arrives in two parts: `finish()` sends the rest; resolves with the answer. */
function slowSignup(base: string, email: string) {
  const body = JSON.stringify({ fullname: 'Slow Upload', email, password: 'slow-upload-1' });
  const half = Math.floor(body.length / 2);
  const req = http.request(`${base}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.on('data', (d: Buffer) => (text += d.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
  req.write(body.slice(0, half));
  return { answer, finish: () => req.end(body.slice(half)) };
}

/** GET `route` on a connection opened now, its request line sent only when `send()` is called. */
async function heldGet(base: string, route: string) {
  const { hostname, port } = new URL(base);
  const socket = net.connect(Number(port), hostname);
  await new Promise((r) => socket.once('connect', r));
  let text = '';
  socket.on('data', (d: Buffer) => (text += d.toString()));
  const ended = new Promise<string>((resolve) => socket.once('close', () => resolve(text)));
  // The request begins now (so the connection is not idle), its headers end later.
  socket.write(`GET ${route} HTTP/1.1\r\nHost: ${hostname}\r\n`);
  return {
    send: () => {
      socket.write('Connection: close\r\n\r\n');
      return ended;
    },
  };
}

/** Waits until the server's stdout has a line containing `text`. */
async function logged(api: ApiProcess, text: string, ms = 10_000): Promise<void> {
  for (const end = Date.now() + ms; !api.stdout().includes(text);) {
    if (Date.now() > end) throw new Error(`no log line with ${JSON.stringify(text)}:\n${api.log()}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The log lines from the one containing `from` on, each parsed (a line that is not JSON throws). */
function linesFrom(api: ApiProcess, from: string): { level: string; msg: string; [k: string]: unknown }[] {
  const lines = api.stdout().split('\n').filter(Boolean);
  const start = lines.findIndex((l) => l.includes(from));
  return lines.slice(start).map((l) => JSON.parse(l) as { level: string; msg: string });
}

describe.each(DB_TARGETS)('graceful shutdown of the server process on $name', (target) => {
  it('on SIGTERM: ready says so, new connections are refused, the request in flight finishes 2xx, sockets are told to reconnect, exit 0', async () => {
    const api = await startApiProcess(target, { SHUTDOWN_GRACE_MS: '10000' });
    try {
      const { token } = await callJson<{ token: string }>(api.base, 'POST', '/api/auth/signup', undefined, {
        fullname: 'Socket Holder',
        email: 'holder@example.com',
        password: 'socket-holder-1',
      });
      const socket = await connected(openSocket(api.base, token));
      const events = recorder(socket, ['server-restart']);
      const disconnected = new Promise<string>((r) => socket.once('disconnect', (reason) => r(reason)));
      const ready = await heldGet(api.base, '/api/health/ready');
      const slow = slowSignup(api.base, 'slow@example.com');
      await new Promise((r) => setTimeout(r, 300));

      process.kill(api.pid, 'SIGTERM');
      await logged(api, 'SIGTERM: shutting down');

      // A load balancer's probe on a connection it already holds: 503, shutting down.
      const readyAnswer = await ready.send();
      expect(readyAnswer).toMatch(/^HTTP\/1\.1 503/);
      expect(
        readinessSchema.parse(JSON.parse(readyAnswer.slice(readyAnswer.indexOf('\r\n\r\n') + 4))),
      ).toEqual({
        status: 'unavailable',
        failed: ['shutting down'],
        checks: {},
      });
      // A new connection is refused.
      const refused = await fetch(`${api.base}/api/health/live`).then(
        () => 'answered',
        (err: Error & { cause?: { code?: string } }) => err.cause?.code,
      );
      expect(refused).toBe('ECONNREFUSED');
      // The socket was told, then closed by the server (the client reconnects on that word).
      await events.waitFor('server-restart');
      expect(await disconnected).toBe('io server disconnect');

      // The request whose body was still coming in is served in full.
      await new Promise((r) => setTimeout(r, 500));
      slow.finish();
      const answer = await slow.answer;
      expect(answer.status).toBe(201);
      expect(JSON.parse(answer.text).user.email).toBe('slow@example.com');

      expect(await api.exited).toEqual({ code: 0, signal: null });
      const lines = linesFrom(api, 'SIGTERM: shutting down');
      expect(lines.map((l) => l.msg)).toEqual(
        expect.arrayContaining([
          'Told 1 socket(s) to reconnect elsewhere',
          expect.stringMatching(/^POST \/api\/auth\/signup 201 \d+ ms$/),
          expect.stringMatching(/^Every request in flight finished/),
          expect.stringMatching(/^Shut down in \d+ ms$/),
        ]),
      );
      for (const l of lines) expect(l).toMatchObject({ level: expect.any(String), time: expect.any(String) });
      socket.close();
    } finally {
      await api.stop();
    }
  }, 120_000);

  it('cuts a request still running past SHUTDOWN_GRACE_MS and still exits 0', async () => {
    const api = await startApiProcess(target, { SHUTDOWN_GRACE_MS: '1000' });
    try {
      const stuck = slowSignup(api.base, 'stuck@example.com');
      const failed = stuck.answer.then(
        (a) => `answered ${a.status}`,
        (err: Error & { code?: string }) => err.code ?? err.message,
      );
      await new Promise((r) => setTimeout(r, 300));
      const t0 = Date.now();
      process.kill(api.pid, 'SIGTERM');
      expect(await failed).toMatch(/ECONNRESET|socket hang up/);
      expect(await api.exited).toEqual({ code: 0, signal: null });
      const took = Date.now() - t0;
      expect(took).toBeGreaterThanOrEqual(1000);
      // cut at the grace, not waited out (8 s on a quiet machine, scaled to this one now)
      expect(took).toBeLessThan(scaledMs(8000));
      const lines = linesFrom(api, 'SIGTERM: shutting down');
      expect(lines).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ level: 'warn', msg: 'Requests still running after 1000 ms: cut' }),
          expect.objectContaining({ msg: expect.stringMatching(/^Shut down in \d+ ms$/) }),
        ]),
      );
    } finally {
      await api.stop();
    }
  }, 120_000);
});
