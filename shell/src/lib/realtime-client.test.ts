/**
 * @jest-environment node
 */
import http from 'node:http';
import { Server, type Socket } from 'socket.io';
import { REALTIME, RESTART_RECONNECT_MS } from '@handyq/domain';

// A real socket.io server, and the shell's socket connecting to it as a page on its origin
// would (socket.io-client reads the origin from `location`). Node's socket.io-client here:
// under jsdom the browser build did not connect at all.
const PORT = 27431;
Object.assign(globalThis, { location: new URL(`http://127.0.0.1:${PORT}/`) });

let httpServer: http.Server;
let io: Server;
let follow: (userId: string | null) => void;
let onConnection: (socket: Socket, n: number) => void = () => {};
let connections: number[] = [];

beforeAll(async () => {
  ({ follow } = await import('./realtime-client'));
  httpServer = http.createServer();
  io = new Server(httpServer, { transports: ['websocket'] });
  io.on('connection', (socket) => {
    connections.push(Date.now());
    onConnection(socket, connections.length);
  });
  await new Promise<void>((resolve) => httpServer.listen(PORT, '127.0.0.1', resolve));
});
afterEach(() => {
  follow(null);
  connections = [];
});
afterAll(async () => {
  await io.close();
});

const waitFor = async (done: () => boolean, ms: number) => {
  for (const end = Date.now() + ms; !done();) {
    if (Date.now() > end) return false;
    await new Promise((r) => setTimeout(r, 20));
  }
  return true;
};

describe('the page socket when the server closes it', () => {
  it('connects again after a random short delay when the server said it restarts', async () => {
    onConnection = (socket, n) => {
      if (n === 1) {
        socket.emit(REALTIME.serverRestart);
        socket.disconnect(true);
      }
    };
    follow('user-1');
    expect(await waitFor(() => connections.length === 2, RESTART_RECONNECT_MS.max + 3000)).toBe(true);
    const gap = connections[1]! - connections[0]!;
    expect(gap).toBeGreaterThanOrEqual(RESTART_RECONNECT_MS.min - 50);
    expect(gap).toBeLessThan(RESTART_RECONNECT_MS.max + 1000);
  }, 10_000);

  it('stays closed when the server closed it without that word (its token ended)', async () => {
    onConnection = (socket, n) => {
      if (n === 1) socket.disconnect(true);
    };
    follow('user-2');
    expect(await waitFor(() => connections.length === 1, 3000)).toBe(true);
    expect(await waitFor(() => connections.length > 1, RESTART_RECONNECT_MS.max + 1000)).toBe(false);
  }, 10_000);
});
