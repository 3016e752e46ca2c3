import { ownerApi } from '../../e2e/fixtures/content.js';
import type { RunningServer } from '../../e2e/fixtures/server.js';

/** Photos the size an owner uploads (Canon_40D.jpg, 100 px wide, is for the no-upscaling test). */
const IMAGES = ['jolla.jpg', 'DSCN0010.jpg', 'landscape_6.jpg', 'portrait_8.jpg'];

/**
 * Realistic content, added through the API as the owner would: 20 projects and 20 certificates
 * with real photos, 10 quotes, a resume.
 */
export async function seed(server: RunningServer): Promise<{ mediaUrl: string }> {
  const owner = await ownerApi(server);
  let mediaUrl = '';
  for (let i = 0; i < 20; i++) {
    const project = await owner.addProject(`Project ${i + 1}`, IMAGES[i % IMAGES.length] ?? '');
    await owner.addCertificate(
      `Certificate ${i + 1}`,
      'Example Academy',
      IMAGES[(i + 2) % IMAGES.length] ?? '',
    );
    if (i === 0) mediaUrl = (project as unknown as { project_image: string }).project_image;
  }
  for (let i = 0; i < 10; i++) await owner.addQuote(`Quote number ${i + 1}: keep it simple.`);
  await owner.addResume('google-doc-document.pdf');
  return { mediaUrl };
}
