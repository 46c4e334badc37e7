/** app.css's `--color-brand` (a test holds the two equal): the browser's and the installed app's title bar. */
export const THEME_COLOR = "#c8102e";
