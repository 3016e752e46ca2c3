import { type Static, Type } from '@sinclair/typebox';

/**
 * The steps of the first run, in the order the Dashboard lists them: each one's key and what it
 * asks. The server decides from the site's state whether each is done; the admin links each to its
 * screen. Adding a step is an entry here, its check on the server and its screen in the admin.
 */
export const SETUP_STEPS = [
  { key: 'profile', label: 'Put your name on the site and upload your portrait' },
  { key: 'project', label: 'Add your first project' },
  { key: 'resume', label: 'Upload your resume' },
  { key: 'theme', label: 'Choose a theme' },
  { key: 'contact', label: 'Send yourself a message through the contact form, or switch it off' },
  { key: 'links', label: 'Link your profiles (code hosting, social networks, email)' },
] as const;
export type SetupStepKey = (typeof SETUP_STEPS)[number]['key'];

/** `GET /api/setup`: each step and whether it is done, and whether the owner put the list away. */
export const SetupChecklist = Type.Object({
  steps: Type.Array(
    Type.Object({
      key: Type.Unsafe<SetupStepKey>(Type.Union(SETUP_STEPS.map((step) => Type.Literal(step.key)))),
      done: Type.Boolean(),
    }),
    { description: 'Every step, in order' },
  ),
  dismissed: Type.Boolean({ description: 'The owner put the checklist away before it was done' }),
});
export type SetupChecklist = Static<typeof SetupChecklist>;

/** `PUT /api/setup`: put the checklist away, or show it again. */
export const SetupChecklistBody = Type.Object(
  { dismissed: Type.Boolean() },
  { additionalProperties: false },
);
export type SetupChecklistBody = Static<typeof SetupChecklistBody>;
