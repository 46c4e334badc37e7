import type { Jar } from "./cookie-jar";
import { fetchPage } from "./worker-fetch";

const SAME_SITE = { origin: "http://localhost", "sec-fetch-site": "same-origin" };

/** A page as a browser without JavaScript gets it (the jar keeps the session and preference cookies). */
export async function getPage(jar: Jar, path: string): Promise<Response> {
  const response = await fetchPage(path, { headers: { cookie: jar.header } });
  jar.store(response);
  return response;
}

/** A plain HTML form post from the site's own page, as a browser without JavaScript sends it. */
export async function postForm(jar: Jar, path: string, fields: Record<string, string>): Promise<Response> {
  const response = await fetchPage(path, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { cookie: jar.header, "content-type": "application/x-www-form-urlencoded", ...SAME_SITE },
  });
  jar.store(response);
  return response;
}
