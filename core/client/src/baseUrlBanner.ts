// The wrong-base-URL banner (SPEC §2). When a site is served under another
// path than its baseUrl, the browser finds none of its scripts and styles
// and the page stays inert. The home page carries this small inline script:
// if the runtime has not started by DOMContentLoaded (module scripts have
// run by then), it puts a red banner at the top of the page suggesting the
// path the page is actually served from. A theme's stylesheet hides the
// container, so it can only show when the styles failed to load too.

export const BASE_URL_BANNER_ID = '__folio-base-url-issue-banner-container';

/** The script for a site whose configured baseUrl is `baseUrl`. */
export function baseUrlBannerScript(baseUrl: string): string {
  const configured = baseUrl + (baseUrl === '/' ? ' (the default)' : '');
  // Built with textContent: location.pathname is whatever the visitor typed.
  return `document.addEventListener('DOMContentLoaded',function(){
if(window.folio)return;
var p=location.pathname,s=p.charAt(p.length-1)==='/'?p:p+'/';
var c=document.createElement('div');c.id=${JSON.stringify(BASE_URL_BANNER_ID)};
var b=document.createElement('div');b.setAttribute('role','alert');
b.style.cssText='border:3px solid #c00;background:#fde8e8;color:#5c0000;padding:1rem;margin:0;font:16px/1.5 system-ui,sans-serif';
function line(text,strong){var e=document.createElement(strong?'strong':'p');e.style.margin='0 0 .5rem';e.style.display='block';e.textContent=text;b.appendChild(e);}
line('This folio site did not load properly.',true);
line('Its scripts and styles were not found. The usual cause is a baseUrl in site.toml that does not match the path the site is served from.');
line('Configured baseUrl = '+${JSON.stringify(configured).replace(/</g, '\\u003c')});
line('Try baseUrl = '+s);
c.appendChild(b);document.body.prepend(c);
});`;
}
