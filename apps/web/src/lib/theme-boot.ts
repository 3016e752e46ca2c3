/** localStorage key of the chosen display mode. */
export const THEME_STORAGE_KEY = 'theme';

/**
 * Runs in <head> before the first paint: applies the stored mode, else the system's, so a page never
 * flashes the wrong mode. Kept tiny and dependency-free; the server allows it by its CSP hash.
 */
export const THEME_BOOT_SCRIPT = `(function(){try{var m=localStorage.getItem('${THEME_STORAGE_KEY}');if(m!=='light'&&m!=='dark'){m=matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'}document.documentElement.dataset.theme=m}catch(e){}})()`;
