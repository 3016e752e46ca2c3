import fs from 'node:fs';
import { postPath } from '@portfolio/contract';
import { ownerApi } from '../../e2e/fixtures/content.js';
import type { RunningServer } from '../../e2e/fixtures/server.js';
import { image } from '../../e2e/fixtures/testdata.js';
import { longPostBody } from './long-post.js';

/** Photos the size an owner uploads (Canon_40D.jpg, 100 px wide, is for the no-upscaling test). */
const IMAGES = ['jolla.jpg', 'DSCN0010.jpg', 'landscape_6.jpg', 'portrait_8.jpg'];
/** The 8-megapixel phone photo whose upload the bench times. */
const BIG_PHOTO = 'jolla.jpg';

export interface Seeded {
  /** The default width of a project's image. */
  mediaUrl: string;
  /** How long each upload of the 8 MP photo took to be answered, in ms. */
  bigPhotoUploadsMs: number[];
  /** The bytes of that photo's default width, over the original's. */
  bigPhotoDefaultRatio: number;
  /** The page of a published post of 5,000 words with code and math (`longPostBody`). */
  longPostPath: string;
}

/**
 * Realistic content, added through the API as the owner would: 20 projects and 20 certificates
 * with real photos, 10 quotes, a resume and a long post. Times every upload of the 8 MP photo on
 * the way.
 */
export async function seed(server: RunningServer): Promise<Seeded> {
  const owner = await ownerApi(server);
  const bigPhotoUploadsMs: number[] = [];
  const timed = async <T>(photo: string, upload: () => Promise<T>) => {
    const started = performance.now();
    const answer = await upload();
    if (photo === BIG_PHOTO) bigPhotoUploadsMs.push(performance.now() - started);
    return answer;
  };
  let mediaUrl = '';
  let bigPhotoUrl = '';
  for (let i = 0; i < 20; i++) {
    const projectPhoto = IMAGES[i % IMAGES.length] ?? BIG_PHOTO;
    const certificatePhoto = IMAGES[(i + 2) % IMAGES.length] ?? BIG_PHOTO;
    const project = (await timed(projectPhoto, () =>
      owner.addProject(`Project ${i + 1}`, projectPhoto),
    )) as unknown as { project_image: string };
    await timed(certificatePhoto, () =>
      owner.addCertificate(`Certificate ${i + 1}`, 'Example Academy', certificatePhoto),
    );
    if (i === 0) mediaUrl = project.project_image;
    if (projectPhoto === BIG_PHOTO) bigPhotoUrl = project.project_image;
  }
  for (let i = 0; i < 10; i++) await owner.addQuote(`Quote number ${i + 1}: keep it simple.`);
  await owner.addResume('google-doc-document.pdf');
  const longPost = await owner.addPost({
    title: 'A long look at rendering',
    summary: 'Five thousand words, thirty code blocks and twenty formulas.',
    body: longPostBody(),
    status: 'published',
  });
  const defaultBytes = (await (await fetch(bigPhotoUrl)).arrayBuffer()).byteLength;
  return {
    mediaUrl,
    bigPhotoUploadsMs,
    bigPhotoDefaultRatio: defaultBytes / fs.statSync(image(BIG_PHOTO)).size,
    longPostPath: postPath(longPost.slug),
  };
}
