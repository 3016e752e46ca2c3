import type { Profile } from './profile.js';

/**
 * The profile of a new site: the texts of the spec, with placeholders the owner replaces in the
 * admin's Profile screen.
 */
export const DEFAULT_PROFILE: Profile = {
  ownerName: 'Your Name',
  brandTitle: 'Your Name',
  greeting: 'Hi There!',
  typewriterLines: ['Deep Learning Engineer', 'Full Stack Web Developer'],
  introduction:
    'I fell in love with programming and I have at least learnt something, I think… ' +
    'I am fluent in classics like javascript and Python. ' +
    'My field of interest is building new web technologies and products, and also areas related ' +
    'to deep learning. Whenever possible, I also apply my passion for developing products with ' +
    'Node.js and modern JavaScript libraries and frameworks like React.',
  about: {
    location: 'Your City',
    role: 'front-end web developer',
    hobbies: ['Playing Games', 'Web/App Testing', 'Tweeting thoughts'],
  },
  skills: [
    { icon: 'javascript' },
    { icon: 'typescript' },
    { icon: 'python' },
    { icon: 'nodedotjs' },
    { icon: 'react' },
    { icon: 'mongodb' },
    { icon: 'postgresql' },
    { icon: 'git' },
  ],
  tools: [
    { icon: 'local-vscode' },
    { icon: 'postman' },
    { icon: 'googlechrome' },
    { icon: 'linux' },
  ],
  // Spec §1: code hosting, photo sharing, microblog, professional network.
  links: [
    { network: 'github', url: 'https://github.com' },
    { network: 'instagram', url: 'https://www.instagram.com' },
    { network: 'x', url: 'https://x.com' },
    { network: 'linkedin', url: 'https://www.linkedin.com' },
  ],
  contributionsUsername: '',
  description:
    'Portfolio of a deep learning engineer and full stack web developer: projects, certificates ' +
    'and resume.',
};
