import type { Profile } from '@portfolio/contract';

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
  skills: ['javascript', 'typescript', 'python', 'nodejs', 'react', 'mongodb', 'postgresql', 'git'],
  tools: ['vscode', 'postman', 'chrome', 'linux'],
  social: {
    github: 'https://github.com',
    instagram: 'https://www.instagram.com',
    twitter: 'https://twitter.com',
    linkedin: 'https://www.linkedin.com',
  },
  contributionsUsername: '',
  description:
    'Portfolio of a deep learning engineer and full stack web developer: projects, certificates ' +
    'and resume.',
};
