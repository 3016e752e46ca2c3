import englishAbout from 'virtual:messages/en.about';
import { useTexts } from '../../lib/messages';
import section from './AboutSection.module.css';
import styles from './ContributionCalendar.module.css';
import { CALENDAR_HEIGHT, CALENDAR_WIDTH, CELL, GAP, placeDays, totalOf } from './calendar-layout';
import { useContributions } from './use-contributions';

const LEVELS = [0, 1, 2, 3, 4] as const;

/**
 * The owner's contributions over the last year, a square per day in 5 levels (0–4). The box has its
 * final size from the first paint, whether it then shows the calendar or the error.
 */
export function ContributionCalendar({ username }: { username: string }) {
  const state = useContributions();
  const t = useTexts(englishAbout);
  const days = state.status === 'ready' ? placeDays(state.contributions.contributions) : [];
  const total =
    state.status === 'ready'
      ? totalOf(state.contributions.total, state.contributions.contributions)
      : undefined;
  const summary =
    total === undefined ? t.contributionsOf({ username }) : t.contributions({ total });
  return (
    <section className={section.section} aria-labelledby="contributions-title">
      <h2 id="contributions-title" className={section.title}>
        {t.daysICode()}
      </h2>
      <div className={styles.frame} aria-busy={state.status === 'loading'}>
        {state.status === 'failed' ? (
          <p className={styles.error} role="alert">
            {t.calendarError({ username })}
          </p>
        ) : (
          <svg
            className={styles.calendar}
            viewBox={`0 0 ${CALENDAR_WIDTH} ${CALENDAR_HEIGHT}`}
            role="img"
            aria-label={summary}
          >
            {days.map((day) => (
              <rect
                key={day.date}
                x={day.x}
                y={day.y}
                width={CELL}
                height={CELL}
                rx={2}
                className={styles[`level${day.level}`]}
                data-level={day.level}
              >
                <title>{`${day.count} contributions on ${day.date}`}</title>
              </rect>
            ))}
          </svg>
        )}
      </div>
      <div className={styles.footer}>
        <span>{total === undefined ? '\u00a0' : summary}</span>
        <span className={styles.legend} aria-hidden="true">
          {t.less()}
          <svg
            width={5 * (CELL + GAP)}
            height={CELL}
            viewBox={`0 0 ${5 * (CELL + GAP)} ${CELL}`}
            aria-hidden="true"
          >
            {LEVELS.map((level) => (
              <rect
                key={level}
                x={level * (CELL + GAP)}
                width={CELL}
                height={CELL}
                rx={2}
                className={styles[`level${level}`]}
              />
            ))}
          </svg>
          {t.more()}
        </span>
      </div>
    </section>
  );
}
