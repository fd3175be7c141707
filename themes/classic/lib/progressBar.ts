// The route progress bar: a thin bar at the top of the window while the
// next page loads. It appears only when loading takes longer than 200 ms
// (a quick navigation shows nothing), has no spinner, and completes when
// the new route is on screen.
import { onRouteDidUpdate, onRouteUpdate } from '@folio/client';

export const PROGRESS_BAR_DELAY_MS = 200;
export const PROGRESS_BAR_CLASS = 'routeProgressBar';

/** Starts listening to route changes (ThemeProvider, at first paint); returns a function that stops. */
export function startRouteProgressBar(): () => void {
  let bar: HTMLElement | null = null;
  let trickle: ReturnType<typeof setInterval> | undefined;

  const show = () => {
    bar?.remove();
    const el = document.createElement('div');
    el.className = PROGRESS_BAR_CLASS;
    el.setAttribute('aria-hidden', 'true'); // the page's own change is what assistive tech announces
    document.body.appendChild(el);
    bar = el;
    // Creeps towards the end without reaching it: the real end is the route update.
    let progress = 0.1;
    el.style.transform = `scaleX(${progress})`;
    trickle = setInterval(() => {
      progress += (0.95 - progress) * 0.15;
      el.style.transform = `scaleX(${progress})`;
    }, 250);
  };

  const finish = () => {
    clearInterval(trickle);
    const el = bar;
    if (!el) return;
    bar = null;
    el.style.transform = 'scaleX(1)';
    el.classList.add(`${PROGRESS_BAR_CLASS}--done`);
    setTimeout(() => el.remove(), 400);
  };

  const stopUpdates = onRouteUpdate(({ previousLocation, location }) => {
    if (previousLocation?.pathname === location.pathname) return;
    const timer = setTimeout(show, PROGRESS_BAR_DELAY_MS);
    return () => clearTimeout(timer);
  });
  const stopDidUpdates = onRouteDidUpdate(finish);
  return () => {
    stopUpdates();
    stopDidUpdates();
    finish();
  };
}
