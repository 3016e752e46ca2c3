import { useBlocker } from 'react-router';
import ui from './admin-ui.module.css';
import { Modal } from './Modal';

/**
 * Asks before leaving a screen (a link, Logout, Back) while something typed there is not saved:
 * 'Keep editing' stays, 'Discard' goes. `allowed` is a path that is no leaving (a new post's own
 * address once its first save made it).
 */
export function LeaveQuestion({
  unsaved,
  title,
  allowed,
}: {
  unsaved: boolean;
  /** The question's title, e.g. 'Leave the editor?'. */
  title: string;
  allowed?: string | undefined;
}) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved &&
      currentLocation.pathname !== nextLocation.pathname &&
      nextLocation.pathname !== allowed,
  );
  if (blocker.state !== 'blocked') return null;
  return (
    <Modal title={title} onClose={() => blocker.reset()} role="alertdialog">
      <p>Discard what you typed? It is not saved.</p>
      <div className={ui.actions}>
        <button type="button" className={ui.primary} onClick={() => blocker.reset()} data-autofocus>
          Keep editing
        </button>
        <button type="button" className={ui.danger} onClick={() => blocker.proceed()}>
          Discard
        </button>
      </div>
    </Modal>
  );
}
