import type { IndustryContent } from "../types";

/** /industries/manufacturing */
export const manufacturing = {
  slug: "manufacturing",
  meta: {
    title: "AI Solutions for Manufacturing",
    description:
      "Predictive maintenance, visual quality inspection, production planning and supply chain AI for manufacturers, connected to MES and ERP.",
  },
  card: {
    icon: "factory",
    title: "Manufacturing",
    description:
      "Predict failures before they stop the line, catch defects at full speed and plan production around real demand.",
    features: [
      "Predictive maintenance",
      "Visual quality inspection",
      "Demand and production planning",
      "Supply chain visibility",
    ],
    technologies: ["Azure IoT Hub", "TensorFlow", "OpenCV", "Databricks"],
    href: "/industries/manufacturing",
  },
  hero: {
    visual: "manufacturing",
    eyebrow: "Manufacturing",
    title: "AI Solutions for Manufacturing",
    description:
      "Keep lines running and scrap rates down. We connect your machines, MES and ERP data to AI that predicts, inspects and plans alongside your operators and planners.",
  },
  solutions: {
    title: "AI for the Factory Floor and Beyond",
    description:
      "From the sensor on a press to the purchase order for its spare parts, each solution works with the equipment and systems you already own.",
    items: [
      {
        icon: "wrench",
        title: "Predictive Maintenance",
        description:
          "Models trained on sensor data and maintenance history predict equipment failures days ahead and schedule repairs into planned downtime.",
        features: [
          "Vibration, temperature and current monitoring",
          "Remaining-useful-life estimates",
          "Work orders raised in your CMMS",
          "Spare-parts demand forecasts",
        ],
      },
      {
        icon: "eye",
        title: "Visual Quality Inspection",
        description:
          "Camera-based inspection that spots surface defects, missing parts and misalignment at line speed, with an image kept for every unit.",
        features: [
          "Inline inspection at full line speed",
          "Defect classification and root-cause tags",
          "Works with existing industrial cameras",
          "Traceability images stored per unit",
        ],
      },
      {
        icon: "bar-chart-3",
        title: "Production Planning & Scheduling",
        description:
          "Demand forecasts and constraint-aware scheduling that balance orders, capacity, materials and changeovers.",
        features: [
          "SKU-level demand forecasting",
          "Changeover-aware scheduling",
          "What-if capacity scenarios",
          "Two-way sync with ERP and MES",
        ],
      },
      {
        icon: "truck",
        title: "Supply Chain Intelligence",
        description:
          "Supplier risk signals, inventory optimization and automated purchasing that keep materials flowing without excess stock.",
        features: [
          "Supplier delay and risk alerts",
          "Safety-stock optimization",
          "Automated purchase order drafts",
          "Lead-time prediction by supplier",
        ],
      },
    ],
  },
  benefits: {
    title: "More Output from the Plants You Have",
    description: "Typical improvements our manufacturing clients measure within the first year.",
    items: [
      { value: "45%", label: "less unplanned downtime" },
      { value: "90%", label: "fewer defects reaching customers" },
      { value: "25%", label: "lower inventory carrying costs" },
      { value: "20%", label: "higher overall equipment effectiveness" },
    ],
  },
  successStories: {
    title: "Results from Manufacturers",
    items: [
      {
        client: "Tier 1 automotive parts manufacturer",
        title: "Predictive Maintenance for an Automotive Parts Maker",
        description:
          "Instrumented 140 CNC and stamping machines across three plants and trained failure models per machine family on sensor data and maintenance history.",
        results: [
          "42% less unplanned downtime in the first year",
          "$1.8M saved in lost production and rush orders",
          "Repairs planned an average of 3 weeks ahead",
        ],
      },
      {
        client: "Consumer electronics manufacturer",
        title: "Inline Visual Inspection",
        description:
          "Replaced manual spot checks with camera inspection on four assembly lines running 1,200 units an hour.",
        results: [
          "90% fewer defects reaching customers",
          "Inspection coverage from 5% to 100% of units",
          "Payback in under 7 months",
        ],
      },
      {
        client: "Food and beverage producer",
        title: "Demand-Driven Production Planning",
        description:
          "Connected sales, promotion and weather data to a forecasting model that feeds the weekly production plan.",
        results: [
          "32% lower forecast error",
          "25% less finished-goods inventory",
          "Planning cycle cut from 3 days to 4 hours",
        ],
      },
    ],
  },
  technologies: {
    title: "Technologies We Use in Manufacturing",
    description:
      "Industrial-grade tools that connect shop-floor equipment to cloud analytics and back.",
    items: [
      { name: "Azure IoT Hub", category: "IoT Platform" },
      { name: "OPC UA", category: "Industrial Connectivity" },
      { name: "TensorFlow", category: "Machine Learning" },
      { name: "OpenCV", category: "Computer Vision" },
      { name: "Databricks", category: "Data Platform" },
      { name: "SAP S/4HANA", category: "ERP Integration" },
    ],
  },
  cta: {
    title: "Ready to Build a Smarter Factory?",
    description:
      "Book a free consultation with our manufacturing team. We'll look at your equipment data and bottlenecks and propose a pilot on one line that pays for itself.",
  },
} satisfies IndustryContent;
