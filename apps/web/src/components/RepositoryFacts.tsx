import { formatProjectDate, type ProjectRepository } from '@portfolio/contract';
import styles from './RepositoryFacts.module.css';

const STARS = new Intl.NumberFormat('en');

/**
 * What a project's repository says of it, as the last background refresh left it: its stars, its
 * language and its last update. Nothing for a project with no repository, or one the forge no
 * longer has (the owner sees that in his list).
 */
export function RepositoryFacts({ repository }: { repository: ProjectRepository | undefined }) {
  if (repository?.state !== 'ok') return null;
  const month = repository.pushedAt.slice(0, 7);
  return (
    <p className={styles.facts} data-repository-facts="">
      <span>
        <span aria-hidden="true">★ </span>
        {STARS.format(repository.stars)} {repository.stars === 1 ? 'star' : 'stars'}
      </span>
      {repository.language && <span>{repository.language}</span>}
      {/^\d{4}-\d{2}$/.test(month) && (
        <span>
          Updated <time dateTime={repository.pushedAt}>{formatProjectDate(month)}</time>
        </span>
      )}
    </p>
  );
}
