/** '/Admin' without a logged-in Admin: it does not exist (spec §2), in plain text. */
export function AdminNotFound() {
  return <p>404 Page Not Found</p>;
}
