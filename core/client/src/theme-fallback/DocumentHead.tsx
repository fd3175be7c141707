// Used when neither the site nor the theme provides a DocumentHead: no
// extra <head> markup. A theme's DocumentHead receives what the page's
// <Head>s collected (pageHead), to fill in only what the page left out.
import type { HeadValues } from '../Head';

export default function DocumentHead(_props: { pageHead?: HeadValues }): null {
  return null;
}
