import type { CaseStudiesPageContent } from "@/content/types";
import { exploreOurServices, startYourProject } from "@/content/calls-to-action";
import { beforeAfter } from "@/content/case-studies/result-charts";

/** Texts and the three full case studies of the Case Studies page (/case-studies). */
export const caseStudiesPage = {
  meta: {
    title: "Case Studies: AI Automation Results in Manufacturing, Healthcare and Fintech",
    description:
      "How a manufacturer, a clinic network and a digital lender used AI automation to cut downtime, speed up intake and stop fraud.",
  },
  hero: {
    visual: "case-studies",
    eyebrow: "Case studies",
    title: "Real Projects, Measurable Results",
    description:
      "Three engagements, three industries: the problem each client faced, what we built together and the numbers it moved.",
    actions: [startYourProject, exploreOurServices],
  },
  highlights: {
    id: "headline-results",
    items: [
      { value: "42%", label: "Less unplanned downtime" },
      { value: "75%", label: "Faster patient intake" },
      { value: "$2.4M", label: "Fraud losses prevented" },
    ],
  },
  list: {
    id: "case-studies",
    eyebrow: "Success stories",
    title: "How Our Clients Put AI to Work",
    description:
      "Every engagement starts with a baseline, so every result below is measured against where the client began.",
    labels: {
      client: "Client",
      challenge: "The Challenge",
      solution: "Our Solution",
      technologies: "Technologies",
      results: "Results",
      duration: "Duration",
      teamSize: "Team Size",
    },
    studies: [
      {
        id: "manufacturing",
        icon: "factory",
        industry: "Manufacturing",
        title: "Predictive Maintenance for an Automotive Parts Maker",
        client: "Tier 1 automotive parts manufacturer, 3 plants in the US Midwest",
        summary:
          "Sensor data from 140 machines now predicts failures weeks ahead, so maintenance is planned instead of rushed.",
        challenge:
          "Unplanned breakdowns on CNC and stamping lines caused around 30 hours of lost production a month. Maintenance ran on fixed schedules, spare parts were ordered in a hurry, and two late deliveries had already triggered penalty clauses with an OEM customer.",
        solution:
          "We connected vibration, temperature and spindle-load sensors to Azure IoT, built a data pipeline that cleans and aligns 2 billion readings a month, and trained failure-prediction models per machine family. Predicted failures open work orders automatically in the maintenance system, with the likely cause and the parts to stage.",
        technologies: [
          "Python",
          "TensorFlow",
          "Azure IoT Hub",
          "Azure Databricks",
          "Power BI",
          "SAP PM integration",
        ],
        results: [
          "42% less unplanned downtime in the first year",
          "$1.8M saved in lost production and rush orders",
          "Repairs planned an average of 3 weeks ahead",
          "Spare-parts inventory reduced by 18%",
        ],
        duration: "7 months",
        teamSize: "8 specialists",
        chart: {
          metric: "Unplanned downtime, indexed to the year before",
          figure: "-42%",
          summary:
            "Chart: unplanned downtime fell 42%, from an index of 100 before the project to 58 after.",
          bars: beforeAfter(100, 58),
        },
      },
      {
        id: "healthcare",
        icon: "heart-pulse",
        industry: "Healthcare",
        title: "Automated Patient Intake for a 14-Clinic Network",
        client: "Regional outpatient network, 14 clinics and 220 clinicians",
        summary:
          "AI reads referral letters and insurance cards, checks eligibility and books the first appointment without re-keying.",
        challenge:
          "Front-desk teams re-typed every referral letter, insurance card and intake form into the EHR by hand. New patients waited up to nine days for a first appointment, and one in eight claims was denied because of intake errors.",
        solution:
          "We built a HIPAA-compliant intake workflow: documents are classified and read by AI, insurance eligibility is checked in real time, and low-confidence fields go to a staff reviewer before anything reaches the EHR. Confirmed patients receive a booking link by text message.",
        technologies: [
          "OpenAI (Azure, BAA-covered)",
          "n8n",
          "AWS",
          "PostgreSQL",
          "HL7 FHIR",
          "Twilio",
        ],
        results: [
          "75% faster intake per new patient",
          "12 staff hours saved per clinic each week",
          "Time to first appointment down from 9 days to 3",
          "Intake-related claim denials cut by 60%",
        ],
        duration: "5 months",
        teamSize: "6 specialists",
        chart: {
          metric: "Intake time per new patient, indexed to before the project",
          figure: "-75%",
          summary:
            "Chart: intake time per new patient fell 75%, from an index of 100 before the project to 25 after.",
          bars: beforeAfter(100, 25),
        },
      },
      {
        id: "fintech",
        icon: "landmark",
        industry: "Fintech",
        title: "Real-Time Fraud Detection for a Digital Lender",
        client: "Digital consumer lender, 1.2 million customers",
        summary:
          "A streaming model scores every application and transaction in milliseconds and flags only the cases worth a human look.",
        challenge:
          "Fraud rules written years earlier caught organized fraud rings days after the money was gone, while flagging so many genuine customers that the review team spent most of its time on false alarms.",
        solution:
          "We replaced the batch rules with a streaming pipeline on Kafka and a gradient-boosted model that scores applications and transactions in under 50 milliseconds. Explainable risk reasons go to reviewers, and a monthly retraining loop with model-risk documentation keeps the regulator satisfied.",
        technologies: ["Python", "XGBoost", "Apache Kafka", "AWS", "Feast feature store", "SHAP"],
        results: [
          "95% reduction in fraud detection time",
          "$2.4M in fraud losses prevented in year one",
          "0.3% false-positive rate, down from 4.1%",
          "Manual review workload cut by 70%",
        ],
        duration: "6 months",
        teamSize: "7 specialists",
        chart: {
          metric: "Fraud detection time, indexed to the old rules",
          figure: "-95%",
          summary:
            "Chart: fraud detection time fell 95%, from an index of 100 under the old rules to 5 with the streaming model.",
          bars: beforeAfter(100, 5),
        },
      },
    ],
  },
  cta: {
    title: "Your Project Could Be Next",
    description:
      "Tell us where time or money is leaking. We will show you what automation could change, with numbers, in a free consultation.",
    actions: [startYourProject, { label: "About Our Team", href: "/about" }],
  },
} satisfies CaseStudiesPageContent;
