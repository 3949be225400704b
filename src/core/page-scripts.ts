/** Where the browser keeps the visitor's consent answer (web/lib/consent.ts). */
export const CONSENT_STORAGE_KEY = "listcraft.consent";

/**
 * The app's pages carry two inline scripts (decision 060), the same text in every build, so the
 * server allows them by their hashes in the Content-Security-Policy and nothing else inline.
 *
 * The first, in <head> before the body paints: a
 * visitor who has answered, or whose browser asks not to be tracked (GPC, Do Not Track), gets
 * `<html data-consent="answered">`, and styles.css hides the prerendered banner, which the
 * hydrated page then removes. Without it the banner showed until the page's code ran, then
 * vanished and moved the page up.
 */
export const CONSENT_ANSWERED_SCRIPT = `try{var c=localStorage.getItem(${JSON.stringify(CONSENT_STORAGE_KEY)}),n=navigator;if(c==="granted"||c==="denied"||n.globalPrivacyControl===true||n.doNotTrack==="1")document.documentElement.dataset.consent="answered"}catch(e){}`;

/** Where the product page's early answer waits for the bundle (web/app/prefetch-first-page.ts). */
export const FIRST_PRODUCT_GLOBAL = "__listcraftFirstProduct";

/**
 * On the product page, the product and its first image, asked for at once: the page's largest
 * paint is that image, which otherwise waited for the bundle to run and ask. The answer (or null
 * when it is not a 200) is a promise in `window[FIRST_PRODUCT_GLOBAL]`.
 */
const FIRST_PRODUCT = `var m=/^\\/product\\/([^/?#]+)\\/?$/.exec(location.pathname);if(m)window.${FIRST_PRODUCT_GLOBAL}=fetch("/api/products/"+m[1],{credentials:"same-origin",headers:{accept:"application/json"}}).then(function(r){return r.ok?r.json():null}).then(function(b){var u=b&&b.product&&b.product.images[0];if(typeof u==="string"&&u.indexOf("/media/")===0){var i=new Image();i.fetchPriority="high";i.src=u}return b},function(){return null});`;

/**
 * The second, at the end of <body>: runs the app's entry chunk (preloaded by
 * `<link rel="modulepreload" data-entry>` since the head) once the browser reports the page's first
 * contentful paint, so the page paints from its HTML and never waits for the bundle's evaluation,
 * which took the first frame whenever the chunk arrived before it. A hidden tab (it paints only
 * when shown), a browser without paint timing, or a paint later than half a second runs it at once.
 * It first asks for the product page's data (above).
 */
export const ENTRY_AFTER_PAINT_SCRIPT = `(function(){${FIRST_PRODUCT}var ran=0;function run(){if(ran++)return;var l=document.querySelector("link[data-entry]"),s=document.createElement("script");s.type="module";s.crossOrigin="";s.src=l.href;document.head.append(s)}try{new PerformanceObserver(function(list){if(list.getEntriesByName("first-contentful-paint").length)setTimeout(run)}).observe({type:"paint",buffered:true})}catch(e){run()}if(document.visibilityState!=="visible")run();setTimeout(run,500)})()`;

export const INLINE_PAGE_SCRIPTS = [CONSENT_ANSWERED_SCRIPT, ENTRY_AFTER_PAINT_SCRIPT];
