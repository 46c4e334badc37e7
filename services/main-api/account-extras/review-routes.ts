/**
 * Reviews, mounted at /api/v1/review-api: write one (signed in) and the public list.
 * docs/api/main-api.md, "Account extras".
 */
import { Hono } from "hono";
import { body, parse } from "./input";
import { createReview, listReviews, reviewListQuery, reviewSchema } from "./reviews";
import { type ExtrasEnv, signedIn } from "./session";

export function reviewRoutes(now: () => number) {
  const app = new Hono<ExtrasEnv>({ strict: false });

  app.post("/reviews", async (c) => {
    const caller = await signedIn(c, now());
    const input = await body(c, reviewSchema, "Invalid review");
    return c.json({ review: await createReview(c.env.DB, caller, input, now()) }, 201);
  });

  app.get("/reviews", async (c) => {
    const query = parse(reviewListQuery, c.req.query(), "Invalid review query");
    return c.json(await listReviews(c.env.DB, query));
  });

  return app;
}
