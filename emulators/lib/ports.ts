import net from 'node:net';

function canListen(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.once('listening', () => server.close(() => resolve(true)));
    server.listen(port, host);
  });
}

/**
 * True when the port can be bound both on the loopback (where the emulators listen) and on all
 * interfaces (taken, for example, by macOS AirPlay on 5000).
 */
export async function isPortFree(port: number): Promise<boolean> {
  return (await canListen(port, '127.0.0.1')) && (await canListen(port, '0.0.0.0'));
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
