import { type IconMap, type SocialLink, socialLinkName, socialNetwork } from '@portfolio/contract';
import { InlineIcon } from '../../components/InlineIcon';
import { useMessages } from '../../lib/messages';
import styles from './SocialLinks.module.css';

/**
 * The owner's social links in his order, as icons each named for screen readers (the page's data
 * leaves out a network's bare home page, a new site's placeholder). Their drawings
 * come with the page's data (the server inlines the icons in use), so the footer carries no icon
 * set. `rel="me"` lets Mastodon and IndieWeb tools verify that the profiles are the site owner's.
 */
export function SocialLinks({ links, icons }: { links: readonly SocialLink[]; icons: IconMap }) {
  const { m } = useMessages();
  if (links.length === 0) return null;
  return (
    <ul className={styles.links} aria-label={m.socialLinks()}>
      {links.map((link, i) => {
        const icon = icons[socialNetwork(link.network).icon];
        const name = socialLinkName(link);
        const mail = link.network === 'email';
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the owner may list one URL twice; order is the identity
          <li key={i}>
            <a
              // The owner's URLs (or email) in Home's h-card, which holds the footer.
              className={`${styles.link} ${mail ? 'u-email' : 'u-url'}`}
              href={link.url}
              {...(mail ? {} : { target: '_blank' })}
              rel="me noopener noreferrer"
              title={name}
            >
              {icon ? (
                <InlineIcon icon={icon} className={styles.icon} />
              ) : (
                <span className={styles.initial} aria-hidden="true">
                  {name.slice(0, 1)}
                </span>
              )}
              <span className="visually-hidden">{name}</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
