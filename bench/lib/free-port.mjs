import net from 'node:net';

/**
 * A port nobody listens on now, from the system (never one another worker or run was given):
 * for a server or a driver that needs a port of its own.
 * @returns {Promise<number>}
 */
export async function freePort() {
  const probe = net.createServer();
  await new Promise((done, fail) => {
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => done(undefined));
  });
  const { port } = /** @type {net.AddressInfo} */ (probe.address());
  await new Promise((done) => probe.close(done));
  return port;
}
