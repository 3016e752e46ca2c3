import { type ReactNode, useId } from 'react';
import ui from './admin-ui.module.css';

export interface AdminScreenProps {
  /** The screen's h1, which also names its section. */
  heading: string;
  /** The screen's main button (e.g. 'Post Quote'), in a toolbar beside the heading. */
  action?: ReactNode;
  children: ReactNode;
}

/** An admin screen: a section named by its heading, with its main action beside it. */
export function AdminScreen({ heading, action, children }: AdminScreenProps) {
  const headingId = useId();
  const title = (
    <h1 id={headingId} className={ui.heading}>
      {heading}
    </h1>
  );
  return (
    <section className={ui.screen} aria-labelledby={headingId}>
      {action ? (
        <div className={ui.toolbar}>
          {title}
          {action}
        </div>
      ) : (
        title
      )}
      {children}
    </section>
  );
}
