/**
 * Reviews, mounted at /api/v1/review-api: write one and list one's rentals with their reviews
 * (signed in), and the public list.
 * docs/api/main-api.md, "Account extras".
 */
import { Hono } from "hono";
import { body, parse } from "./input";
import { reviewListQuery, reviewRequest } from "../../../shared/contract/main-api/account-extras";
import { createReview, listReviews, myRentals } from "./reviews";
import { type ExtrasEnv, signedIn } from "./session";

export function reviewRoutes(now: () => number) {
  const app = new Hono<ExtrasEnv>({ strict: false });

  app.post("/reviews", async (c) => {
    const caller = await signedIn(c, now());
    const input = await body(c, reviewRequest, "Invalid review");
    return c.json({ review: await createReview(c.env.DB, caller, input, now()) }, 201);
  });

  // The caller's rentals with their reviews (before "/reviews" reads a query of its own).
  app.get("/reviews/mine", async (c) => {
    const { organizations } = await signedIn(c, now());
    return c.json(await myRentals(c.env.DB, organizations, now()));
  });

  app.get("/reviews", async (c) => {
    const query = parse(reviewListQuery, c.req.query(), "Invalid review query");
    return c.json(await listReviews(c.env.DB, query));
  });

  return app;
}
