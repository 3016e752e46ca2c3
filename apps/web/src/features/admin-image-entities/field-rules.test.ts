import { CertificateFields, ProjectFields } from '@portfolio/contract';
import { describe, expect, it } from 'vitest';
import { fieldRule } from '../../lib/validation';
import { certificatesKind } from './certificates';
import { projectsKind } from './projects';

describe('the fields of the projects and certificates screens', () => {
  it.each([
    ['Projects', projectsKind.fields, ProjectFields],
    ['Certificates', certificatesKind.fields, CertificateFields],
  ] as const)('%s: each field has the rule of its contract schema', (_, fields, schema) => {
    for (const field of fields) {
      expect(schema.properties).toHaveProperty(field.name);
      expect({ [field.name]: field.rule }).toEqual({
        [field.name]: fieldRule(schema, field.name as keyof typeof schema.properties & string),
      });
    }
  });
});
