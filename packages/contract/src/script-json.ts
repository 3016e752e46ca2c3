// No TypeBox here: the web app's server entry and the server both import it.

/**
 * JSON that is safe inside a <script> element: no `</script>`, no `<!--`, no line separators.
 * `replacer` is JSON.stringify's.
 */
export function scriptSafeJson(
  value: unknown,
  replacer?: (key: string, value: unknown) => unknown,
): string {
  return JSON.stringify(value, replacer)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}
