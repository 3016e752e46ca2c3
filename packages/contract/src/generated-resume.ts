import { type Static, Type } from '@sinclair/typebox';

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
