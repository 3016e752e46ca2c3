import { useState } from 'react';
import { upload } from './api';
import { change } from './changes';

/**
 * A form's multipart change with its progress: `progress` is undefined while nothing is sent, then
 * 0 to 100. A failure ends the progress and is thrown, so the form shows it and can send again.
 */
export function useUpload() {
  const [progress, setProgress] = useState<number | undefined>();

  async function send<T>(path: string, body: FormData, method: 'POST' | 'PUT'): Promise<T> {
    setProgress(0);
    try {
      return await change(
        upload<T>(path, body, {
          method,
          onProgress: (sent, total) => setProgress((sent / total) * 100),
        }),
      );
    } catch (err) {
      setProgress(undefined);
      throw err;
    }
  }

  return { progress, send };
}
