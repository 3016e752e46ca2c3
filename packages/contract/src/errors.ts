import { type Static, Type } from '@sinclair/typebox';

export const ErrorDetail = Type.Object({
  field: Type.String({ description: 'The bad field, e.g. "title" or "ids/2"' }),
  message: Type.String(),
});
export type ErrorDetail = Static<typeof ErrorDetail>;

/** The one error shape on the wire. */
export const ErrorBody = Type.Object(
  {
    error: Type.String({ description: 'A message a person can read' }),
    code: Type.String({ description: 'One of ErrorCode' }),
    details: Type.Optional(Type.Array(ErrorDetail)),
    revision: Type.Optional(
      Type.Integer({
        minimum: 1,
        description: 'A 409 CONFLICT on a post saved from an older revision: its revision now',
      }),
    ),
  },
  { $id: 'ErrorBody' },
);
export type ErrorBody = Static<typeof ErrorBody>;
