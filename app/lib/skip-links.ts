/**
 * The element a results page marks as its list (the list itself, or the skeleton shown while it
 * loads), where the frame's "Skip to results" link leads past the search and the filters
 * (app/frame/site-frame.tsx).
 */
export const RESULTS_ID = "results";
