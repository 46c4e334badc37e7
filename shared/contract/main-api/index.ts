/** The Main API's contract: request and response schemas by area, and its error codes. */
export * from "./accounts";
export * from "./account-extras";
export * from "./cancellation";
export * from "./car";
export * from "./catalog";
export * from "./common";
export * from "./content-pages";
export * from "./endpoints";
export * from "./errors";
export * from "./flight";
export * from "./orders";
export * from "./payments";
