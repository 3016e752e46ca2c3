import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, inject, it, vi } from 'vitest';
import { ImageProcessor } from '../modules/media/image-processor.js';
import { KeptImageAnswers } from './kept-image-answers.js';
import { image, pdf } from './multipart.js';

/** A folder of this file's own: the run's holds what the other workers asked already. */
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-image-answers-test-'));
const images = new KeptImageAnswers(inject('imageWorker'), folder);
/** Another test worker's, on the same folder. */
const another = new KeptImageAnswers(inject('imageWorker'), folder);
afterAll(async () => {
  await images.close();
  await another.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

/** The jobs the real process is asked for, through the processor's own methods. */
const asked = {
  process: vi.spyOn(ImageProcessor.prototype, 'process'),
  readPdf: vi.spyOn(ImageProcessor.prototype, 'readPdf'),
};
afterEach(() => {
  asked.process.mockClear();
  asked.readPdf.mockClear();
});
afterAll(() => vi.restoreAllMocks());

describe('the test apps’ image process', () => {
  it('asks the process once for a job of the same kind and bytes, and answers each a copy of its own', async () => {
    const photo = fs.readFileSync(image('Canon_40D.jpg'));
    const [first, second] = await Promise.all([images.process(photo), images.process(photo)]);
    const third = await images.process(Buffer.from(photo));
    expect(asked.process).toHaveBeenCalledTimes(1);
    expect(first).toHaveLength(1);
    expect(second).toEqual(first);
    expect(third).toEqual(first);
    expect(third[0]?.data).not.toBe(first[0]?.data);
    third[0]?.data.fill(0);
    expect((await images.process(photo))[0]?.data).toEqual(first[0]?.data);
  });

  it('asks again for the same bytes as another kind, or for other bytes', async () => {
    const icon = fs.readFileSync(image('square-icon.png'));
    await images.process(icon, 'image');
    await images.process(icon, 'icon');
    await images.process(fs.readFileSync(image('portrait_8.jpg')));
    expect(asked.process).toHaveBeenCalledTimes(3);
    const document = fs.readFileSync(pdf('google-doc-document.pdf'));
    expect(await images.readPdf(document)).toEqual(await images.readPdf(document));
    expect(asked.readPdf).toHaveBeenCalledTimes(1);
  });

  it('keeps no refusal: the same refused bytes are asked again, and refused again', async () => {
    const damaged = fs.readFileSync(image('corrupted.jpg'));
    await expect(images.process(damaged)).rejects.toThrow();
    await expect(images.process(damaged)).rejects.toThrow();
    await expect(another.process(damaged)).rejects.toThrow();
    expect(asked.process).toHaveBeenCalledTimes(3);
  });

  it('answers another worker on the same folder what one asked, without asking the process', async () => {
    const photo = fs.readFileSync(image('DSCN0010.jpg'));
    const document = fs.readFileSync(pdf('google-doc-document.pdf'));
    const first = await images.process(photo);
    const facts = await images.readPdf(document);
    expect(asked.process).toHaveBeenCalledTimes(1);
    asked.process.mockClear();
    asked.readPdf.mockClear();
    const kept = await another.process(photo);
    expect(kept).toEqual(first);
    expect(kept[0]?.data).toBeInstanceOf(Buffer);
    expect(await another.readPdf(document)).toEqual(facts);
    expect(asked.process).not.toHaveBeenCalled();
    expect(asked.readPdf).not.toHaveBeenCalled();
  });
});
