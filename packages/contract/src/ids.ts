import { Type } from '@sinclair/typebox';
import { ID_PATTERN } from './constants.js';

export const Id = Type.String({ pattern: ID_PATTERN, description: '24 hex characters' });

export const IdParams = Type.Object({ id: Id });
