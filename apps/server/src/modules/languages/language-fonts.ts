import type { LanguageFonts } from '@portfolio/contract';
import type { ServiceDeps } from '../../deps.js';
import type { ResolveFile } from '../../lib/font-packages.js';
import { scriptOf } from '../../lib/language-script.js';
import { cardDraws, cardFacePackage } from '../og-image/look.js';
import { resumeDraws } from '../resume-pdf/resume-look.js';
import { readLanguages } from './languages.service.js';

/**
 * The site's languages whose script the social images or the generated résumé cannot draw with
 * the fonts installed, for the owner to see before a card shows boxes: a few scripts have no face
 * at all, and an install without one of the face packages (docs/decisions/040) is told which.
 * A language whose script is not known is not listed.
 */
export async function readLanguageFonts(
  deps: Pick<ServiceDeps, 'db'>,
  resolve?: ResolveFile,
): Promise<LanguageFonts> {
  const { languages } = await readLanguages(deps);
  const listed: LanguageFonts['languages'] = [];
  for (const language of languages) {
    const script = scriptOf(language);
    if (!script) continue;
    const socialImages = cardDraws(script.letter, resolve);
    const resume = resumeDraws(script.letter, resolve);
    if (socialImages && resume) continue;
    const install = socialImages ? undefined : cardFacePackage(script);
    listed.push({
      language,
      script: script.code,
      scriptName: script.name,
      socialImages,
      resume,
      ...(install ? { install } : {}),
    });
  }
  return { languages: listed };
}
