/** A tiny cookie jar: what a browser would send back. */
export class Jar {
  private readonly cookies = new Map<string, string>();
  store(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(";");
      const index = pair!.indexOf("=");
      const name = pair!.slice(0, index);
      const value = pair!.slice(index + 1);
      if (value) this.cookies.set(name, value);
      else this.cookies.delete(name);
    }
  }
  get header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
  /** Another jar holding the same cookies: what one request sets does not reach the other. */
  copy(): Jar {
    const jar = new Jar();
    for (const [name, value] of this.cookies) jar.cookies.set(name, value);
    return jar;
  }
  get(name: string): string | undefined {
    return this.cookies.get(name);
  }
  has(name: string) {
    return this.cookies.has(name);
  }
}
