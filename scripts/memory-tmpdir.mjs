import fs from 'node:fs';

/** Linux's magic number of a tmpfs file system (statfs(2)). */
const TMPFS = 0x01021994;

/**
 * Puts the test runs' temporary files in memory, when the machine has a tmpfs at /dev/shm and
 * TMPDIR names no folder of its own: the SQLite databases, each test app's stored media and the
 * browser tests' data folders all live under os.tmpdir(). The code under test still asks for every
 * fsync (SQLite's synchronous = FULL, the local storage's files and folders); on this machine's
 * disk each costs milliseconds of waiting, on a tmpfs none. Measured with `strace -f -c` on
 * case-studies and profile (42 tests, SQLite): 736 fsyncs, 5.0 s spent in them under /tmp, 0.01 s
 * under /dev/shm. Nothing a test checks depends on the disk.
 */
export function preferMemoryTmpdir(dir = '/dev/shm') {
  if (process.env.TMPDIR) return;
  try {
    if (fs.statfsSync(dir).type !== TMPFS) return;
    fs.accessSync(dir, fs.constants.W_OK);
  } catch {
    return;
  }
  process.env.TMPDIR = dir;
}
