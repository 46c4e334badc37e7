// Types of upstream payloads as the Worker's clients validate them, for features to read.
export type { CarOffer, CarProduct, CarSearchResponse } from "../../worker/clients/main-api.schemas";
