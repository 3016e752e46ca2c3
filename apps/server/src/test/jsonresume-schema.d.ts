/** The official JSON Resume schema package, which ships no types: its validator, as tests use it. */
declare module '@jsonresume/schema' {
  const resumeSchema: {
    validate(resume: unknown, callback: (errors: unknown, valid: boolean) => void): void;
  };
  export default resumeSchema;
}
