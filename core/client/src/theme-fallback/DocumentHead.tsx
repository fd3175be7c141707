// Used when neither the site nor the theme provides a DocumentHead: no
// extra <head> markup.
export default function DocumentHead(): null {
  return null;
}
