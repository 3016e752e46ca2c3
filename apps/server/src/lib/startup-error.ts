/**
 * A start or a command that cannot go on because of a setting or the machine around it (a
 * database out of reach, a port in use): one line that says why and what to change, printed
 * without a stack (server.ts, cli/run-cli.ts).
 */
export class StartupError extends Error {
  constructor(message: string, options?: { cause: unknown }) {
    super(message, options);
    this.name = 'StartupError';
  }
}
