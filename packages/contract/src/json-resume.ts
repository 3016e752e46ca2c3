import { type Static, Type } from '@sinclair/typebox';

/** Where the site publishes its data as a JSON Resume document (https://jsonresume.org). */
export const JSON_RESUME_PATH = '/resume.json';
export const JSON_RESUME_SCHEMA_URL =
  'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json';

const Profile = Type.Object({
  network: Type.String(),
  username: Type.Optional(Type.String()),
  url: Type.String(),
});
const Named = Type.Object({ name: Type.String() });

/**
 * The part of JSON Resume v1.0.0 the site fills from its content: who the owner is, his networks,
 * the visible timeline (work and education), projects and certificates, skills, tools and hobbies.
 */
export const JsonResume = Type.Object({
  $schema: Type.String(),
  basics: Type.Object({
    name: Type.String(),
    label: Type.String(),
    summary: Type.String(),
    url: Type.String(),
    email: Type.Optional(Type.String()),
    location: Type.Object({ address: Type.String() }),
    profiles: Type.Array(Profile),
  }),
  projects: Type.Array(
    Type.Object({
      name: Type.String(),
      description: Type.String(),
      url: Type.String(),
      startDate: Type.Optional(Type.String()),
      keywords: Type.Optional(Type.Array(Type.String())),
    }),
  ),
  work: Type.Array(
    Type.Object({
      name: Type.String(),
      position: Type.String(),
      location: Type.Optional(Type.String()),
      url: Type.Optional(Type.String()),
      startDate: Type.String(),
      endDate: Type.Optional(Type.String({ description: 'Left out while it goes on' })),
      summary: Type.String({ description: 'Markdown' }),
    }),
  ),
  education: Type.Array(
    Type.Object({
      institution: Type.String(),
      area: Type.String({ description: 'The degree or study, as the owner wrote it' }),
      url: Type.Optional(Type.String()),
      startDate: Type.String(),
      endDate: Type.Optional(Type.String({ description: 'Left out while it goes on' })),
    }),
  ),
  certificates: Type.Array(Type.Object({ name: Type.String(), issuer: Type.String() })),
  skills: Type.Array(Type.Object({ name: Type.String(), keywords: Type.Array(Type.String()) })),
  interests: Type.Array(Named),
  meta: Type.Object({ canonical: Type.String(), version: Type.String() }),
});
export type JsonResume = Static<typeof JsonResume>;
