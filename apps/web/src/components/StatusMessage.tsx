import ui from './admin-ui.module.css';

/** What a change did, on an admin screen: announced politely (role status); nothing before it. */
export function StatusMessage({ message }: { message: string | false | undefined }) {
  if (!message) return null;
  return (
    <p className={ui.status} role="status">
      {message}
    </p>
  );
}
