import { data } from "react-router";
import { z } from "zod";
import { requestInfoContext, upstreamsContext } from "~/lib/request-context";
import type { Route } from "./+types/places";

const query = z.object({ q: z.string().trim().min(2).max(80) });

/**
 * `GET /api/places?q=` (resource route): place suggestions for the search form's pickup and return
 * fields, in the page's language, from the maps service.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const parsed = query.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) return data({ places: [] }, { headers: { "cache-control": "no-store" } });
  const { locale } = context.get(requestInfoContext);
  const { predictions } = await context.get(upstreamsContext).maps.autocomplete(parsed.data.q, locale);
  return data(
    {
      places: predictions.slice(0, 8).map((place) => ({
        placeId: place.placeId,
        kind: place.kind,
        name: place.name,
        cityName: place.cityName,
        iata: place.iata,
        lat: place.lat,
        lon: place.lng,
      })),
    },
    // The same text gives the same places: browsers may keep them briefly.
    { headers: { "cache-control": "public, max-age=300" } },
  );
}

export type PlaceSuggestion = Awaited<ReturnType<typeof loader>>["data"]["places"][number];
