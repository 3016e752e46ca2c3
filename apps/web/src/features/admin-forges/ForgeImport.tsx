import {
  apiPaths,
  FORGE_KINDS,
  type ForgeAccount,
  type ForgeImportResult,
  type ForgeKind,
  type ForgeRepository,
} from '@portfolio/contract';
import { type FormEvent, type InputHTMLAttributes, useEffect, useId, useState } from 'react';
import ui from '../../components/admin-ui.module.css';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Modal } from '../../components/Modal';
import { ApiError, api, reportError } from '../../lib/api';
import { change } from '../../lib/changes';
import styles from './ForgeImport.module.css';

const FORGE_NAMES: Record<ForgeKind, string> = {
  github: 'GitHub',
  gitlab: 'GitLab',
  forgejo: 'Forgejo / Gitea',
};

/** The server's message, with the first fields it names. */
function messageOf(err: unknown, fallback: string): string {
  const message = reportError(err, fallback);
  if (!(err instanceof ApiError) || !err.details?.length) return message;
  return `${message}: ${err.details
    .slice(0, 3)
    .map((detail) => `${detail.field} ${detail.message}`)
    .join('; ')}`;
}

const accountName = (account: ForgeAccount) =>
  `${FORGE_NAMES[account.forge]} ${account.username} (${new URL(account.baseUrl).host})`;

/** Whether a repository matches what the owner typed in the search: name, description, topics. */
const matches = (repo: ForgeRepository, query: string) =>
  [repo.fullName, repo.description, repo.language, ...repo.topics].some((text) =>
    text.toLowerCase().includes(query.trim().toLowerCase()),
  );

/** Tells the dialog whether a part of it holds what the owner typed or chose and has not sent. */
function useReportUnsaved(unsaved: boolean, onUnsaved: (unsaved: boolean) => void) {
  useEffect(() => {
    onUnsaved(unsaved);
    return () => onUnsaved(false);
  }, [unsaved, onUnsaved]);
}

/** A labelled input of the account form; `onValue` gets what is typed. */
function TextInput({
  label,
  onValue,
  ...input
}: { label: string; onValue(value: string): void } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className={styles.field}>
      {label}
      <input {...input} onChange={(event) => onValue(event.target.value)} />
    </label>
  );
}

/** Adding an account: its forge, its address (the forge's public one when empty), its username and token. */
function AddAccountForm({
  onAdded,
  onUnsaved,
}: {
  onAdded(account: ForgeAccount): void;
  onUnsaved(unsaved: boolean): void;
}) {
  const id = useId();
  const [forge, setForge] = useState<ForgeKind>('github');
  const [baseUrl, setBaseUrl] = useState('');
  const [username, setUsername] = useState('');
  const [token, setToken] = useState('');
  const [failure, setFailure] = useState<string>();
  const [pending, setPending] = useState(false);
  useReportUnsaved(username !== '' || token !== '' || baseUrl !== '', onUnsaved);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(undefined);
    setPending(true);
    try {
      const account = await change(
        api<ForgeAccount>(apiPaths.forges.accounts, {
          method: 'POST',
          auth: true,
          json: {
            forge,
            username: username.trim(),
            ...(baseUrl.trim() ? { baseUrl: baseUrl.trim() } : {}),
            ...(token ? { token } : {}),
          },
        }),
      );
      setUsername('');
      setToken('');
      setBaseUrl('');
      onAdded(account);
    } catch (err) {
      setFailure(messageOf(err, 'The account could not be added'));
    } finally {
      setPending(false);
    }
  }

  return (
    <form className={styles.section} onSubmit={submit} aria-label="Add a forge account">
      <div className={styles.row}>
        <label className={styles.field} htmlFor={`${id}-forge`}>
          Forge
          <select
            id={`${id}-forge`}
            value={forge}
            onChange={(event) => setForge(event.target.value as ForgeKind)}
          >
            {FORGE_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {FORGE_NAMES[kind]}
              </option>
            ))}
          </select>
        </label>
        <TextInput
          label="Username"
          required
          value={username}
          autoComplete="off"
          onValue={setUsername}
        />
        <TextInput
          label="Address (optional)"
          type="url"
          placeholder="https://gitlab.example.com"
          value={baseUrl}
          onValue={setBaseUrl}
        />
        <TextInput
          label="Token (optional)"
          type="password"
          autoComplete="off"
          value={token}
          onValue={setToken}
        />
        <button type="submit" className={ui.button} disabled={pending}>
          Add account
        </button>
      </div>
      <ErrorMessage message={failure} />
    </form>
  );
}

/** The account's public repositories, searchable, to choose from and import. */
function RepositoryChooser({
  account,
  onImported,
  onUnsaved,
}: {
  account: ForgeAccount;
  onImported(count: number): void;
  onUnsaved(unsaved: boolean): void;
}) {
  const searchId = useId();
  const [repos, setRepos] = useState<ForgeRepository[]>();
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [failure, setFailure] = useState<string>();
  const [pending, setPending] = useState(false);
  useReportUnsaved(chosen.size > 0, onUnsaved);

  useEffect(() => {
    const controller = new AbortController();
    setRepos(undefined);
    setChosen(new Set());
    setFailure(undefined);
    api<ForgeRepository[]>(apiPaths.forges.repositories(account._id), {
      auth: true,
      signal: controller.signal,
    }).then(setRepos, (err: unknown) => {
      if (!controller.signal.aborted) {
        setFailure(messageOf(err, 'The repositories could not be read'));
      }
    });
    return () => controller.abort();
  }, [account._id]);

  const toggle = (name: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(name)) next.delete(name);
      else next.add(name);
      return next;
    });

  async function importChosen() {
    setFailure(undefined);
    setPending(true);
    try {
      const result = await change(
        api<ForgeImportResult>(apiPaths.forges.import(account._id), {
          method: 'POST',
          auth: true,
          json: { repositories: [...chosen] },
        }),
      );
      onImported(result.imported);
    } catch (err) {
      setFailure(messageOf(err, 'The repositories could not be imported'));
    } finally {
      setPending(false);
    }
  }

  const shown = repos?.filter((repo) => matches(repo, query)) ?? [];
  return (
    <div className={styles.section}>
      <ErrorMessage message={failure} />
      {repos === undefined && !failure && <p>Reading the repositories…</p>}
      {repos && (
        <>
          <label className={styles.field} htmlFor={searchId}>
            Search repositories
            <input
              id={searchId}
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
          </label>
          <ul className={styles.repos} aria-label="Repositories">
            {shown.map((repo) => (
              <li key={repo.fullName} className={styles.repo}>
                <input
                  type="checkbox"
                  id={`${searchId}-${repo.fullName}`}
                  checked={chosen.has(repo.fullName) || repo.imported}
                  disabled={repo.imported}
                  onChange={() => toggle(repo.fullName)}
                />
                <label htmlFor={`${searchId}-${repo.fullName}`}>
                  <strong>{repo.fullName}</strong>
                  {repo.imported && ' (imported)'}
                  {repo.description && <> — {repo.description}</>}
                  <br />
                  <span className={styles.meta}>
                    ★ {repo.stars} · {repo.forks} {repo.forks === 1 ? 'fork' : 'forks'}
                    {repo.language && ` · ${repo.language}`}
                    {repo.topics.length > 0 && ` · ${repo.topics.join(', ')}`}
                    {repo.pushedAt && ` · last push ${repo.pushedAt.slice(0, 10)}`}
                    {repo.archived && ' · archived'}
                    {repo.fork && ' · fork'}
                  </span>
                </label>
              </li>
            ))}
          </ul>
          <div className={styles.row}>
            <button
              type="button"
              className={ui.primary}
              disabled={chosen.size === 0 || pending}
              onClick={importChosen}
            >
              Import {chosen.size} {chosen.size === 1 ? 'repository' : 'repositories'}
            </button>
          </div>
        </>
      )}
    </div>
  );
}

/**
 * 'Import from …' on the Projects screen: the owner's forge accounts (added here), an account's
 * public repositories in a searchable list, and the chosen ones imported as projects, hidden until
 * the owner shows them; the server makes their images after it answered (the repository's picture
 * or a drawn card). `onImported` lets the screen read its list again. Closing it with an account
 * half typed or repositories chosen and not imported asks first.
 */
export function ForgeImport({ onImported }: { onImported(): void }) {
  const accountId = useId();
  const [open, setOpen] = useState(false);
  const [accounts, setAccounts] = useState<ForgeAccount[]>();
  const [selected, setSelected] = useState<string>('');
  const [failure, setFailure] = useState<string>();
  const [done, setDone] = useState<string>();
  // A new round after each import: the chooser reads the repositories again.
  const [round, setRound] = useState(0);
  const [choosing, setChoosing] = useState(false);
  const [typing, setTyping] = useState(false);

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    api<ForgeAccount[]>(apiPaths.forges.accounts, { auth: true, signal: controller.signal }).then(
      (list) => {
        setAccounts(list);
        setSelected((current) => current || list[0]?._id || '');
      },
      (err: unknown) => {
        if (!controller.signal.aborted)
          setFailure(reportError(err, 'The accounts could not be read'));
      },
    );
    return () => controller.abort();
  }, [open]);

  const account = accounts?.find((a) => a._id === selected);
  return (
    <>
      <button type="button" className={ui.button} onClick={() => setOpen(true)}>
        Import from …
      </button>
      {open && (
        <Modal
          title="Import from a forge"
          onClose={() => setOpen(false)}
          unsaved={choosing || typing}
        >
          <ErrorMessage message={failure} />
          {done && <p role="status">{done}</p>}
          {accounts && accounts.length > 0 && (
            <div className={styles.section}>
              <label className={styles.field} htmlFor={accountId}>
                Account
                <select
                  id={accountId}
                  value={selected}
                  onChange={(event) => setSelected(event.target.value)}
                >
                  {accounts.map((a) => (
                    <option key={a._id} value={a._id}>
                      {accountName(a)}
                    </option>
                  ))}
                </select>
              </label>
            </div>
          )}
          {account && (
            <RepositoryChooser
              key={`${account._id}-${round}`}
              account={account}
              onUnsaved={setChoosing}
              onImported={(count) => {
                setDone(
                  `${count} ${count === 1 ? 'project' : 'projects'} imported, hidden until you show them; their images follow in a moment`,
                );
                setRound((current) => current + 1);
                onImported();
              }}
            />
          )}
          <AddAccountForm
            onUnsaved={setTyping}
            onAdded={(added) => {
              setAccounts((current) => [...(current ?? []), added]);
              setSelected(added._id);
            }}
          />
        </Modal>
      )}
    </>
  );
}
