/**
 * Every query key the pages and resource routes read (car and flight search, filters, sorting,
 * detail, checkout, payment, login, content lists, images, lookups), for the fuzz tests that send
 * hostile values under real keys.
 */
export const QUERY_KEYS = [
  // car search, filters and sorting
  ..."a p_p d_p p_d d_d p_t d_t pid did sb v t f sc p dt d km m c b nb cp tr".split(" "),
  // flight search, filters, sorting and the chosen flights
  ..."ppt dpt pa ps pi pc fc tt so st al dtw atw pmax bg ob obb ib".split(" "),
  // detail, checkout, payment and bookings
  ..."code searchId orderId step payment manageToken segment bin currency".split(" "),
  // login, content lists, images, lookups and diagnostics
  ..."redirect method type category page q text width src destination token all delay".split(" "),
] as const;
