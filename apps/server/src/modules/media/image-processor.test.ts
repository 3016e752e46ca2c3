import fs from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { image } from '../../test/multipart.js';
import { ImageProcessor } from './image-processor.js';

const images = new ImageProcessor();
afterEach(() => images.close());

describe('the image process', () => {
  it('fails the jobs of a process that stopped, and only those: a job sent after is processed', async () => {
    const photo = fs.readFileSync(image('Canon_40D.jpg'));
    const beforeStop = images.process(photo);
    images.close();
    const afterStop = images.process(photo);
    await expect(beforeStop).rejects.toThrow(
      'The image could not be processed: its decoder stopped',
    );
    expect(await afterStop).toHaveLength(1);
  });
});
