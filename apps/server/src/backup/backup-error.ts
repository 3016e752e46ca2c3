/** A backup or restore that cannot go on, with a message for the person running it. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}
