import type { PortraitTraits } from "./art";
import type {
  CallToAction,
  FeatureGridContent,
  IconFeature,
  IconName,
  PageContent,
  SectionContent,
  SectionIntro,
  StatsContent,
} from "./shared";

/** A company value or a careers perk: icon, title and a sentence. */
export type AboutValue = IconFeature;

/** A member of the leadership team, shown with an illustrated portrait. */
export type AboutLeader = {
  name: string;
  /** How the illustrated portrait looks. */
  portrait: PortraitTraits;
  role: string;
  /** As shown, e.g. "15+ years". */
  experience: string;
  /** Areas of expertise, shown as tags. */
  expertise: string[];
  bio: string;
};

export type AboutMilestone = {
  /** As shown, e.g. "2020". */
  year: string;
  title: string;
  description: string;
};

/** The mission or the vision: an anchored card with an icon, a title and a paragraph. */
export type AboutStatement = { id: string; icon: IconName; title: string; text: string };

/** An open position in the Careers section. */
export type AboutOpenRole = {
  title: string;
  team: string;
  location: string;
  type: string;
  description: string;
};

export type AboutPageContent = PageContent & {
  /** The headline figures under the hero. */
  stats: StatsContent;
  /** Our story beside the mission and vision statements. */
  mission: {
    /** The section's anchor. */
    id: string;
    story: SectionIntro & { paragraphs: string[] };
    statements: AboutStatement[];
  };
  values: FeatureGridContent<AboutValue>;
  leadership: SectionContent & {
    leaders: AboutLeader[];
    experienceLabel: string;
    expertiseLabel: string;
  };
  timeline: SectionContent & { milestones: AboutMilestone[] };
  careers: SectionContent & {
    perks: AboutValue[];
    rolesTitle: string;
    roles: AboutOpenRole[];
    applyTitle: string;
    applySteps: string[];
    apply: CallToAction;
  };
};
