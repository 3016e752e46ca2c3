/** Theme (manage-theme): the spec's placeholder page, which only says 'theme' (as its heading). */
export function ThemePage() {
  return <h1>theme</h1>;
}
