/**
 * Runs in the public pages' <head> before the body is parsed. While <html> carries
 * `data-photos="waiting"`, the photos after a page's first one (its `fetchpriority="high"` photo,
 * the largest paint of a card page) are not drawn, so the browser does not fetch them: on a slow
 * line the first photo has the line to itself instead of sharing it with photos below the screen.
 * The wait ends once that photo is decoded and two frames have passed (it is on the screen), when it
 * fails to load, or, on a page without one, as soon as the document is parsed.
 *
 * Without JavaScript the attribute is never set and every photo loads as usual. Kept tiny and
 * dependency-free; the server allows it by its CSP hash. The rule it switches is in
 * components/ResponsiveImage.module.css.
 */
export const PHOTO_BOOT_SCRIPT = `(function(){var d=document,h=d.documentElement,done=0;h.setAttribute('data-photos','waiting');function open(){if(!done){done=1;h.removeAttribute('data-photos')}}function first(){return d.querySelector('img[fetchpriority=high]')}function shown(i){(i.decode?i.decode():Promise.resolve()).catch(function(){}).then(function(){requestAnimationFrame(function(){requestAnimationFrame(open)})})}function parsed(){if(d.readyState==='loading')return;var i=first();if(!i)open();else if(i.complete)shown(i)}d.addEventListener('load',function(e){if(e.target===first())shown(e.target)},true);d.addEventListener('error',function(e){if(e.target===first())open()},true);d.addEventListener('readystatechange',parsed);parsed()})()`;
