// What the fake API met that the contract refuses, kept apart from the checker so that setup.ts can
// read it without loading the schemas into every test file.

/** A request or an answer that the contract refuses: the fake server has drifted from it. */
export class ContractViolation extends Error {
  override name = 'ContractViolation';
}

const violations: ContractViolation[] = [];

/** Keeps a violation for the end of the test (setup.ts fails it), and throws it at once. */
export function reportViolation(violation: unknown): never {
  if (violation instanceof ContractViolation) violations.push(violation);
  throw violation;
}

/** After each test: the violations it met; then the list starts again. */
export function takeContractViolations(): string[] {
  return violations.splice(0).map((violation) => violation.message);
}
