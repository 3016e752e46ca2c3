// Plain values shared by server and web. No schema library here: the browser bundle imports these.

/** Header that carries the token on every management call (spec §6). */
export const TOKEN_HEADER = 'access_token';

/** Entity ids are 24 lowercase hex characters, the shape the older MongoDB implementation used. */
export const ID_PATTERN = '^[0-9a-f]{24}$';

/** id of the JSON script element that carries a page's data from the server to the client. */
export const PAGE_DATA_ELEMENT_ID = 'app-data';
