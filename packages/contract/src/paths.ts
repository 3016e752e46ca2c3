/**
 * The calls the public pages make (the contact form, what is playing, the contribution calendar,
 * the visit beacon), apart: a public page's script carries these and not every path of the API.
 */
export const publicApiPaths = {
  contact: {
    send: '/api/contact',
    challenge: '/api/contact/challenge',
  },
  nowPlaying: '/api/spotify/getNowPlaying',
  contributions: '/api/contributions',
  insightsBeacon: '/api/insights/event',
} as const;

export const ID_PARAM = ':id';
