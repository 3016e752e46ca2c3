import { SOCIAL_NETWORKS, type SocialNetwork } from '@portfolio/contract';
import ui from '../../components/admin-ui.module.css';
import { Field } from '../../components/Field';
import styles from './Profile.module.css';
import { type DraftProblems, type LinkDraft, linkControl } from './profile-draft';

export interface LinksEditorProps {
  links: readonly LinkDraft[];
  onChange(links: LinkDraft[]): void;
  problems: DraftProblems;
}

const networkName = (key: SocialNetwork) =>
  SOCIAL_NETWORKS.find((network) => network.key === key)?.label ?? key;

/**
 * The footer's social links, in order: each one a network from the list, its address and an
 * optional name (required for "Other"). Each shows on the public pages with `rel="me"`.
 */
export function LinksEditor({ links, onChange, problems }: LinksEditorProps) {
  const edit = (i: number, change: Partial<LinkDraft>) =>
    onChange(links.map((link, j) => (j === i ? { ...link, ...change } : link)));
  const move = (from: number, to: number) => {
    const copy = [...links];
    const [item] = copy.splice(from, 1);
    if (item) copy.splice(to, 0, item);
    onChange(copy);
  };
  return (
    <fieldset className={styles.group}>
      <legend>Social links</legend>
      {links.length === 0 && <p className={ui.muted}>No link: the footer shows none.</p>}
      <ol className={styles.links}>
        {links.map((link, i) => {
          const name = `${networkName(link.network)} link ${i + 1}`;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place
            <li key={i} className={styles.link}>
              <Field label={`Network of link ${i + 1}`}>
                {(control) => (
                  <select
                    {...control}
                    value={link.network}
                    onChange={(event) =>
                      edit(i, { network: event.currentTarget.value as SocialNetwork })
                    }
                  >
                    {SOCIAL_NETWORKS.map((network) => (
                      <option key={network.key} value={network.key}>
                        {network.key === 'other' ? 'Other' : network.label}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Field
                label={`Address of link ${i + 1}`}
                hint={link.network === 'email' ? 'mailto:you@example.com' : 'https://…'}
                error={problems[linkControl(i, 'url')]}
              >
                {(control) => (
                  <input
                    {...control}
                    name={linkControl(i, 'url')}
                    type={link.network === 'email' ? 'text' : 'url'}
                    value={link.url}
                    onChange={(event) => edit(i, { url: event.currentTarget.value })}
                  />
                )}
              </Field>
              <Field
                label={`Name of link ${i + 1}`}
                hint={
                  link.network === 'other'
                    ? 'Required: what screen readers and the tooltip say'
                    : `Optional: ${networkName(link.network)} if left empty`
                }
                error={problems[linkControl(i, 'label')]}
              >
                {(control) => (
                  <input
                    {...control}
                    name={linkControl(i, 'label')}
                    type="text"
                    maxLength={50}
                    value={link.label}
                    onChange={(event) => edit(i, { label: event.currentTarget.value })}
                  />
                )}
              </Field>
              <div className={ui.actions}>
                <button
                  type="button"
                  className={ui.button}
                  aria-label={`Move ${name} up`}
                  disabled={i === 0}
                  onClick={() => move(i, i - 1)}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className={ui.button}
                  aria-label={`Move ${name} down`}
                  disabled={i === links.length - 1}
                  onClick={() => move(i, i + 1)}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className={ui.danger}
                  aria-label={`Remove ${name}`}
                  onClick={() => onChange(links.filter((_, j) => j !== i))}
                >
                  Remove
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      {problems.links && <p className={styles.problem}>{problems.links}</p>}
      <button
        type="button"
        className={ui.button}
        onClick={() => onChange([...links, { network: 'github', url: '', label: '' }])}
      >
        Add a link
      </button>
    </fieldset>
  );
}
