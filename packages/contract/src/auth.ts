import { type Static, Type } from '@sinclair/typebox';
import { Id } from './ids.js';
import { PASSWORD_MIN_LENGTH } from './owner-constants.js';
import { PlainText } from './text.js';

export const LoginBody = Type.Object(
  {
    user_id: PlainText({ minLength: 1, maxLength: 100 }),
    password: PlainText({ minLength: 1, maxLength: 1024 }),
  },
  { additionalProperties: false },
);
export type LoginBody = Static<typeof LoginBody>;

export const LoginResponse = Type.Object({ access_token: Type.String() });
export type LoginResponse = Static<typeof LoginResponse>;

export const UserData = Type.Object({
  _id: Id,
  user_id: Type.String(),
  name: Type.String(),
  user_type: Type.String({ description: "'Admin' grants the admin area" }),
});
export type UserData = Static<typeof UserData>;

export const LogoutResponse = Type.Object({ loggedOut: Type.Literal(true) });
export type LogoutResponse = Static<typeof LogoutResponse>;

export const ChangePasswordBody = Type.Object(
  {
    current_password: PlainText({ minLength: 1, maxLength: 1024 }),
    new_password: PlainText({ minLength: PASSWORD_MIN_LENGTH, maxLength: 1024 }),
  },
  { additionalProperties: false },
);
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;

/** The password is changed; every other session of the user has ended, this one goes on. */
export const ChangePasswordResponse = Type.Object({
  passwordChanged: Type.Literal(true),
  otherSessionsEnded: Type.Integer({ minimum: 0 }),
});
export type ChangePasswordResponse = Static<typeof ChangePasswordResponse>;

/** Every session of the user has ended, the caller's own included. */
export const LogoutEverywhereResponse = Type.Object({
  loggedOut: Type.Literal(true),
  sessionsEnded: Type.Integer({ minimum: 1 }),
});
export type LogoutEverywhereResponse = Static<typeof LogoutEverywhereResponse>;
