import net from 'node:net';

/** True when nothing listens on the port (checked on both the IPv4 loopback and all interfaces). */
export async function isPortFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.once('listening', () => server.close(() => resolve(true)));
    server.listen(port, host);
  });
}

/** The preferred port when it is free, otherwise the first free one among the next `tries` ports. */
export async function pickPort(
  preferred: number,
  skip: number[] = [],
  tries = 50,
): Promise<number> {
  for (let port = preferred; port < preferred + tries; port += 1) {
    if (skip.includes(port)) continue;
    if (await isPortFree(port)) return port;
  }
  throw new Error(`No free port in ${preferred}-${preferred + tries - 1}`);
}
