import { type Static, Type } from '@sinclair/typebox';
import { PlainText } from './text.js';
import { textCharacter } from './text-characters.js';

/**
 * The contact form (issue 19, item 4): a visitor writes to the owner. Not in the spec: its page,
 * calls and notification action are added beside the spec's.
 */

/** Limits of the contact form's fields (the server enforces them; the form mirrors them). */
export const CONTACT_LIMITS = {
  nameMax: 100,
  emailMax: 254,
  messageMax: 5_000,
  /** A body larger than this is refused with 413 before it is parsed. */
  bodyMaxBytes: 32 * 1024,
} as const;

/** Names of the form's fields, the same in the page's form post and the JSON call. */
export const CONTACT_FIELDS = {
  name: 'name',
  email: 'email',
  message: 'message',
  /** The honeypot: hidden from people, filled by bots. Anything in it refuses the message. */
  honeypot: 'website',
  /**
   * Signed time the form was served: a message sent sooner than the minimum fill time is refused,
   * and each served form sends one message.
   */
  formToken: 'formToken',
  /**
   * The solved proof-of-work (ALTCHA payload, base64 JSON): required by the JSON call, which only
   * the page's script makes; missing when the page has no script and posts the form itself.
   */
  proofOfWork: 'altcha',
} as const;

/** One line of text, no DEL: a name or address with CR/LF would inject mail headers. */
export const SINGLE_LINE_PATTERN = `^${textCharacter('\\t\\n\\r\\u007F')}*$`;

/** What the page's form and the JSON call send. The server checks each field again. */
export const ContactMessageBody = Type.Object(
  {
    name: Type.String({
      minLength: 1,
      maxLength: CONTACT_LIMITS.nameMax,
      pattern: SINGLE_LINE_PATTERN,
    }),
    email: Type.String({
      minLength: 3,
      maxLength: CONTACT_LIMITS.emailMax,
      pattern: SINGLE_LINE_PATTERN,
      description: 'The visitor’s address: the mail to the owner answers to it',
    }),
    message: PlainText({ minLength: 1, maxLength: CONTACT_LIMITS.messageMax }),
    website: Type.Optional(
      PlainText({ maxLength: 200, description: 'Honeypot: must be left empty' }),
    ),
    formToken: Type.String({
      minLength: 1,
      maxLength: 200,
      pattern: '^[0-9]+(\\.[A-Za-z0-9_-]*){1,2}$',
      description: 'The signed time the page served the form: each served form sends one message',
    }),
    altcha: Type.Optional(
      Type.String({
        maxLength: 4_000,
        pattern: '^[A-Za-z0-9+/=]*$',
        description: 'The solved ALTCHA challenge (base64 JSON)',
      }),
    ),
  },
  { additionalProperties: false },
);
export type ContactMessageBody = Static<typeof ContactMessageBody>;

export const ContactSent = Type.Object({
  sent: Type.Literal(true),
  formToken: Type.String({
    description: 'A token for the next message: the one sent with this message is used up',
  }),
});
export type ContactSent = Static<typeof ContactSent>;

/** An ALTCHA challenge (protocol v2), as altcha-lib creates it; the browser solves it. */
export const ContactChallenge = Type.Object({
  parameters: Type.Object(
    {
      algorithm: Type.String(),
      nonce: Type.String(),
      salt: Type.String(),
      cost: Type.Number(),
      keyLength: Type.Number(),
      keyPrefix: Type.String(),
      keySignature: Type.Optional(Type.String()),
      expiresAt: Type.Optional(Type.Number()),
    },
    { additionalProperties: true },
  ),
  signature: Type.Optional(Type.String()),
});
export type ContactChallenge = Static<typeof ContactChallenge>;

/** What the contact page carries: the form's token, and after a form post the answer. */
export const ContactPageData = Type.Object({
  formToken: Type.String(),
  /** After a form post without script: sent, or refused with the reason. */
  result: Type.Optional(
    Type.Object({ sent: Type.Boolean(), message: Type.String() }, { additionalProperties: false }),
  ),
  /** What the visitor wrote, given back with a refusal so nothing is typed twice. */
  values: Type.Optional(
    Type.Object(
      { name: Type.String(), email: Type.String(), message: Type.String() },
      { additionalProperties: false },
    ),
  ),
});
export type ContactPageData = Static<typeof ContactPageData>;

export const contactTexts = {
  sent: 'Thank you: your message was sent.',
  honeypot: 'The message looks automated and was not sent',
  tooFast: 'The form was sent too quickly: wait a few seconds and send it again',
  formExpired: 'The form has expired: reload the page and send it again',
  badForm: 'The form is not valid: reload the page and send it again',
  proofOfWork: 'The spam check failed: send the form again',
  proofOfWorkUsed: 'This spam check was already used: send the form again',
  formUsed: 'This form was already sent: reload the page to write again',
  foreignOrigin: 'The form was sent from another site: write from the contact page of this site',
  rateLimited: 'Too many messages from your address: try again later',
  invalidEmail: 'is not a valid e-mail address',
  lineBreak: 'must be one line, without control characters',
  required: 'is required',
  controlCharacters: 'must not contain control characters',
} as const;

/** A fixed text of the contact form's answers, by its name. */
export type ContactTextKey = keyof typeof contactTexts;

/** A contact field's problem when its text is too long. */
export const contactTooLong = (max: number) => `must be at most ${max} characters`;
