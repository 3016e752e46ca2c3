import { vi } from 'vitest';
import { describeAxeChecks } from '../test/admin-a11y';

vi.mock('../features/admin-resume/PdfFirstPage', () => ({
  default: () => <p>PDF page 1</p>,
}));

describeAxeChecks('light');
