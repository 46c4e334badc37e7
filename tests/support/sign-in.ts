import { Jar } from "./cookie-jar";
import { fetchPage } from "./worker-fetch";

/** A form post (or a GET without `form`) from the visitor whose cookies `jar` holds; the jar keeps what comes back. */
export async function visit(jar: Jar, path: string, form?: Record<string, string>): Promise<Response> {
  const response = await fetchPage(path, {
    ...(form
      ? {
          method: "POST",
          body: new URLSearchParams(form),
          headers: { cookie: jar.header, "content-type": "application/x-www-form-urlencoded" },
        }
      : { headers: { cookie: jar.header } }),
  });
  jar.store(response);
  return response;
}

/** The last one-time code the development outbox holds for `destination`. */
export async function lastCode(destination: string): Promise<string> {
  const response = await fetchPage(`/__dev/outbox?destination=${encodeURIComponent(destination)}`);
  const { messages } = await response.json<{ messages: { body: string }[] }>();
  const code = /\b(\d{6})\b/.exec(messages[0]?.body ?? "")?.[1];
  if (!code) throw new Error(`no code for ${destination}`);
  return code;
}

/** A visitor signed in by e-mail who has given their name: the jar holds their session cookies. */
export async function signedIn(email: string, jar = new Jar()): Promise<Jar> {
  await visit(jar, "/login", { intent: "send", method: "email", email });
  const verified = await visit(jar, "/login", {
    intent: "verify",
    method: "email",
    destination: email,
    code: await lastCode(email),
  });
  if (verified.status !== 200) throw new Error(`sign-in of ${email} answered ${verified.status}`);
  await verified.arrayBuffer();
  const named = await visit(jar, "/login", { intent: "name", firstName: "Ayşe", lastName: "Yılmaz" });
  await named.arrayBuffer();
  if (!jar.has("at")) throw new Error(`no session for ${email}`);
  return jar;
}
