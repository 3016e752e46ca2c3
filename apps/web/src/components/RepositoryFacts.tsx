import englishRepository from 'virtual:messages/en.repository';
import { formatProjectDate, type ProjectRepository } from '@portfolio/contract';
import { useMessages, useTexts } from '../lib/messages';
import styles from './RepositoryFacts.module.css';

/** A number of stars as the page's language writes it: '1,234' in English. */
const starsIn = (locale = 'en') => new Intl.NumberFormat(locale);

/**
 * What a project's repository says of it, as the last background refresh left it: its stars, its
 * language and its last update, in the page's language. Nothing for a project with no repository,
 * or one the forge no longer has (the owner sees that in his list).
 */
export function RepositoryFacts({ repository }: { repository: ProjectRepository | undefined }) {
  const t = useTexts(englishRepository);
  const { parts } = useMessages();
  const projectDate = parts?.projectDate ?? formatProjectDate;
  if (repository?.state !== 'ok') return null;
  const month = repository.pushedAt.slice(0, 7);
  return (
    <p className={styles.facts} data-repository-facts="">
      <span>
        <span aria-hidden="true">★ </span>
        {t.stars({ count: repository.stars, shown: starsIn(parts?.locale).format(repository.stars) })}
      </span>
      {repository.language && <span>{repository.language}</span>}
      {/^\d{4}-\d{2}$/.test(month) && (
        <span>
          {`${t.repositoryUpdated()} `}
          <time dateTime={repository.pushedAt}>{projectDate(month)}</time>
        </span>
      )}
    </p>
  );
}
