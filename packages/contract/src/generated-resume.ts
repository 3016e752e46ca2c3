import { type Static, Type } from '@sinclair/typebox';
import { Id } from './ids.js';

/** The designs of the generated résumé: one column that applicant tracking systems read well, or a side column. */
export const RESUME_DESIGNS = {
  classic: 'Classic, one column',
  sidebar: 'Side column',
} as const;
export type ResumeDesign = keyof typeof RESUME_DESIGNS;
export const RESUME_DESIGN_KEYS = Object.keys(RESUME_DESIGNS) as ResumeDesign[];

/** The paper sizes it is set on. */
export const RESUME_PAGE_SIZES = {
  A4: 'A4 (210 × 297 mm)',
  Letter: 'Letter (8.5 × 11 in)',
} as const;
export type ResumePageSize = keyof typeof RESUME_PAGE_SIZES;
export const RESUME_PAGE_SIZE_KEYS = Object.keys(RESUME_PAGE_SIZES) as ResumePageSize[];

/** How the generated résumé is laid out. */
export const ResumeLayout = Type.Object(
  {
    design: Type.Union(
      RESUME_DESIGN_KEYS.map((key) => Type.Literal(key)),
      { description: 'classic: one column; sidebar: contact and skills in a side column' },
    ),
    pageSize: Type.Union(
      RESUME_PAGE_SIZE_KEYS.map((key) => Type.Literal(key)),
      { description: 'A4 or Letter' },
    ),
  },
  { additionalProperties: false },
);
export type ResumeLayout = Static<typeof ResumeLayout>;

/** Where visitors download the current résumé: the uploaded PDF or the generated one. */
export const RESUME_PDF_PATH = '/resume.pdf';

/** Which résumé the site offers: the owner's uploaded PDF (the spec's) or the one set from its content. */
export const RESUME_SOURCES = {
  uploaded: 'The PDF I upload',
  generated: "Made from the site's content",
} as const;
export type ResumeSource = keyof typeof RESUME_SOURCES;

/** The owner's choice of résumé, and how the generated one is made. */
export const ResumeSettings = Type.Object(
  {
    source: Type.Union(
      (Object.keys(RESUME_SOURCES) as ResumeSource[]).map((key) => Type.Literal(key)),
      {
        description:
          'uploaded: the PDF of /api/resume (the default); generated: set from the content',
      },
    ),
    ...ResumeLayout.properties,
    projects: Type.Union(
      [
        Type.Literal('featured'),
        Type.Array(Id, {
          maxItems: 100,
          uniqueItems: true,
        }),
      ],
      { description: "The projects it lists: 'featured', or these ids (in the site's order)" },
    ),
  },
  { additionalProperties: false },
);
export type ResumeSettings = Static<typeof ResumeSettings>;

export const DEFAULT_RESUME_SETTINGS: ResumeSettings = {
  source: 'uploaded',
  design: 'classic',
  pageSize: 'A4',
  projects: 'featured',
};
