import net from 'node:net';
import { StartupError } from './startup-error.js';

/** A failure to listen on HOST:PORT as a StartupError that names the setting to change. */
export function explainListenFailure(
  err: unknown,
  host: string,
  port: number,
): StartupError | undefined {
  const code = (err as { code?: unknown }).code;
  if (code === 'EADDRINUSE') {
    return new StartupError(
      `Port ${port} on ${host} is in use by another program: stop it, or set PORT to a free port.`,
      { cause: err },
    );
  }
  if (code === 'EACCES') {
    return new StartupError(
      `Port ${port} needs administrator rights on this system: set PORT to 1024 or above (and put a reverse proxy on port 80 and 443, docs/deployment.md).`,
      { cause: err },
    );
  }
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND' || code === 'EAI_AGAIN') {
    return new StartupError(
      `HOST ${host} is not an address of this machine: set HOST to one of its addresses, 0.0.0.0 for all of them, or localhost.`,
      { cause: err },
    );
  }
  return undefined;
}

/**
 * Makes sure the server will be able to listen on HOST:PORT before the start does anything that
 * shows (creating the owner and printing the password once): binds the address and lets it go.
 * Port 0 (a free port, chosen at listen) needs no check.
 */
export async function checkPortFree(host: string, port: number): Promise<void> {
  if (port === 0) return;
  await new Promise<void>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (err) => reject(explainListenFailure(err, host, port) ?? err));
    probe.listen({ host, port, exclusive: true }, () => probe.close(() => resolve()));
  });
}
