import { formatProjectDate, type ProjectRepository } from '@portfolio/contract';
import { useMessages } from '../lib/messages';
import styles from './RepositoryFacts.module.css';

const STARS = new Intl.NumberFormat('en');

/**
 * What a project's repository says of it, as the last background refresh left it: its stars, its
 * language and its last update, in the page's language (English's words are here: they take
 * no message runtime). Nothing for a project with no repository, or one the forge no longer has
 * (the owner sees that in his list).
 */
export function RepositoryFacts({ repository }: { repository: ProjectRepository | undefined }) {
  const { m, parts } = useMessages();
  const projectDate = parts?.projectDate ?? formatProjectDate;
  if (repository?.state !== 'ok') return null;
  const month = repository.pushedAt.slice(0, 7);
  return (
    <p className={styles.facts} data-repository-facts="">
      <span>
        <span aria-hidden="true">★ </span>
        {m.stars
          ? m.stars({ count: repository.stars })
          : `${STARS.format(repository.stars)} ${repository.stars === 1 ? 'star' : 'stars'}`}
      </span>
      {repository.language && <span>{repository.language}</span>}
      {/^\d{4}-\d{2}$/.test(month) && (
        <span>
          {`${m.repositoryUpdated?.() ?? 'Updated'} `}
          <time dateTime={repository.pushedAt}>{projectDate(month)}</time>
        </span>
      )}
    </p>
  );
}
