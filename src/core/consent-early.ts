/** Where the browser keeps the visitor's consent answer (web/features/consent/consent.ts). */
export const CONSENT_STORAGE_KEY = "listcraft.consent";

/**
 * The one inline script of the app's pages (decision 060), in <head>, before the body paints: a
 * visitor who has answered, or whose browser asks not to be tracked (GPC, Do Not Track), gets
 * `<html data-consent="answered">`, and styles.css hides the prerendered banner, which the
 * hydrated page then removes. Without it the banner showed until the page's code ran, then
 * vanished and moved the page up. The server allows it by its hash in the Content-Security-Policy.
 */
export const CONSENT_ANSWERED_SCRIPT = `try{var c=localStorage.getItem(${JSON.stringify(CONSENT_STORAGE_KEY)}),n=navigator;if(c==="granted"||c==="denied"||n.globalPrivacyControl===true||n.doNotTrack==="1")document.documentElement.dataset.consent="answered"}catch(e){}`;
