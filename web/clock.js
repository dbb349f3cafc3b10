// Dates as the player's clock gives them: today's UTC day (the daily challenge's, the same for
// everyone), how long ago a game was played, and a call at each new UTC day on a page left open.
import { currentLang, t } from "./i18n.js";

const DAY_MS = 24 * 60 * 60 * 1000;

export const utcDay = () => new Date().toISOString().slice(0, 10);

// "Played 5 minutes ago", in the page's language. A time ahead of now (the phone's clock was set
// back since) was a moment ago, never "in 3 hours".
export function playedAgo(time) {
  if (!time) return "";
  const seconds = Math.min(0, (time - Date.now()) / 1000);
  const units = [["day", 86400], ["hour", 3600], ["minute", 60]];
  const [unit, size] = units.find(([, size]) => Math.abs(seconds) >= size) || ["minute", 60];
  const text = new Intl.RelativeTimeFormat(currentLang(), { numeric: "auto" }).format(Math.round(seconds / size), unit);
  return t("played_when", { when: text });
}

// run(day) now and whenever the UTC day changes: at midnight on a page left open, and when the
// page is shown again (a sleeping phone's timers do not keep time, and its clock may have been
// changed meanwhile).
export function onEachUtcDay(run) {
  let day = null;
  let timer = 0;
  const check = () => {
    clearTimeout(timer);
    if (utcDay() !== day) run((day = utcDay()));
    timer = setTimeout(check, DAY_MS - (Date.now() % DAY_MS) + 500);
  };
  document.addEventListener("visibilitychange", () => document.visibilityState === "visible" && check());
  check();
}
