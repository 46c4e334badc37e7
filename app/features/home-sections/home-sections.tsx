import { CampaignsSection } from "./campaigns-section";
import type { HomeContent } from "./home-content";
import { HelpSection } from "./help-section";
import { LocationsSection } from "./locations-section";
import { CancellationSection, ReservationLookupSection } from "./manage-booking-sections";
import { MobileAppSection } from "./mobile-app-section";

/**
 * The home pages' sections below the search form, in the spec's order (section 2): locations,
 * campaigns, reservation lookup, cancellation, help and the mobile app (drawn beside the two
 * booking sections on wide screens by home.css). A section whose content could not be loaded,
 * or has nothing to show, is left out.
 */
export function HomeSections({ content }: { content: HomeContent }) {
  const { page, locations, campaigns, faqs, apps } = content;
  return (
    <div className="home-sections">
      {locations?.length ? <LocationsSection locations={locations} /> : null}
      {campaigns?.length ? <CampaignsSection campaigns={campaigns} page={page} /> : null}
      <ReservationLookupSection />
      <CancellationSection />
      {faqs?.length ? <HelpSection faqs={faqs} /> : null}
      <MobileAppSection apps={apps} />
    </div>
  );
}
