import type { Profile } from '@portfolio/contract';
import styles from './SocialLinks.module.css';

type SocialKey = keyof Profile['social'];

/**
 * The four services of spec §1, in order: code hosting, photo sharing, microblog, network. Their
 * icons are drawn by CSS (masks of SVG files), so the footer on every page costs no icon code.
 */
const SERVICES: { key: SocialKey; label: string; icon: string | undefined }[] = [
  { key: 'github', label: 'GitHub', icon: styles.github },
  { key: 'instagram', label: 'Instagram', icon: styles.instagram },
  { key: 'twitter', label: 'Twitter', icon: styles.twitter },
  { key: 'linkedin', label: 'LinkedIn', icon: styles.linkedin },
];

/** The owner's social links as icons, each named for screen readers; a link left empty is left out. */
export function SocialLinks({ social }: { social: Profile['social'] }) {
  const links = SERVICES.filter((service) => social[service.key] !== '');
  if (links.length === 0) return null;
  return (
    <ul className={styles.links} aria-label="Social links">
      {links.map(({ key, label, icon }) => (
        <li key={key}>
          <a className={styles.link} href={social[key]} target="_blank" rel="noopener noreferrer">
            <span className={`${styles.icon} ${icon}`} aria-hidden="true" />
            <span className="visually-hidden">{label}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
