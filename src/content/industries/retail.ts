import type { IndustryContent } from "../types";

/** /industries/retail */
export const retail = {
  slug: "retail",
  meta: {
    title: "AI Solutions for Retail & E-commerce",
    description:
      "Personalization, dynamic pricing, demand forecasting and AI shopping assistants for retailers and e-commerce brands, online and in store.",
  },
  card: {
    icon: "shopping-cart",
    title: "Retail & E-commerce",
    description:
      "Personalize every visit, price with confidence and keep the right stock in the right place, online and in store.",
    features: [
      "Personalized product recommendations",
      "Dynamic pricing and promotions",
      "Demand forecasting and replenishment",
      "AI shopping assistants",
    ],
    technologies: ["Shopify Plus", "Vertex AI", "BigQuery", "Algolia"],
    href: "/industries/retail",
  },
  hero: {
    visual: "retail",
    eyebrow: "Retail & E-commerce",
    title: "AI Solutions for Retail & E-commerce",
    description:
      "Turn browsing into buying and stock into sales. We build AI that personalizes, prices and forecasts on top of the commerce platform and data you already run.",
  },
  solutions: {
    title: "AI Across the Whole Shopping Journey",
    description:
      "From the first search to the returns desk, each solution is measured on revenue, margin and customer satisfaction.",
    items: [
      {
        icon: "sparkles",
        title: "Personalization & Recommendations",
        description:
          "Recommendation models that tailor products, content and offers to each shopper across web, app and email.",
        features: [
          "Real-time product recommendations",
          "Personalized search ranking",
          "One-to-one email content",
          "A/B testing built in",
        ],
      },
      {
        icon: "dollar-sign",
        title: "Dynamic Pricing & Promotions",
        description:
          "Pricing models that respond to demand, competitor prices and stock levels within the guardrails your merchandisers set.",
        features: [
          "Competitor price monitoring",
          "Elasticity-based price recommendations",
          "Markdown optimization",
          "Margin and brand guardrails",
        ],
      },
      {
        icon: "package",
        title: "Demand Forecasting & Inventory",
        description:
          "Store- and SKU-level forecasts that drive replenishment, allocation and transfers between locations.",
        features: [
          "SKU-by-location demand forecasts",
          "Automated replenishment orders",
          "Stock transfer recommendations",
          "Seasonal and promotion effects modeled",
        ],
      },
      {
        icon: "bot",
        title: "AI Shopping Assistants",
        description:
          "Conversational assistants that answer product questions, track orders and handle returns in your brand's voice.",
        features: [
          "Product answers grounded in your catalog",
          "Order tracking and returns",
          "Size and fit guidance",
          "Handoff to agents with full context",
        ],
      },
    ],
  },
  benefits: {
    title: "Growth You Can See in the Numbers",
    description:
      "Typical improvements our retail and e-commerce clients measure within the first year.",
    items: [
      { value: "35%", label: "increase in average order value" },
      { value: "30%", label: "reduction in stockouts" },
      { value: "15%", label: "improvement in gross margin" },
      { value: "60%", label: "of customer questions answered without an agent" },
    ],
  },
  successStories: {
    title: "Results from Retailers and Brands",
    items: [
      {
        client: "Fashion e-commerce brand",
        title: "A Personalized Storefront",
        description:
          "Introduced real-time recommendations and personalized search across web and app for 3 million monthly shoppers.",
        results: [
          "35% increase in average order value",
          "22% higher conversion on product pages",
          "Live in 9 weeks on the existing Shopify Plus store",
        ],
      },
      {
        client: "Grocery chain, 120 stores",
        title: "Store-Level Demand Forecasting",
        description:
          "Replaced spreadsheet ordering with daily SKU-by-store forecasts that feed automatic replenishment.",
        results: [
          "30% reduction in stockouts",
          "18% less fresh-food waste",
          "Store ordering time cut by 70%",
        ],
      },
      {
        client: "Home goods retailer",
        title: "Markdown and Pricing Optimization",
        description:
          "Built elasticity models that recommend weekly prices and end-of-season markdowns for 40,000 SKUs.",
        results: [
          "15% improvement in gross margin",
          "25% less end-of-season stock",
          "Weekly pricing review down from two days to one hour",
        ],
      },
    ],
  },
  technologies: {
    title: "Technologies We Use in Retail",
    description: "Commerce, data and AI tools that plug into your storefront without a replatform.",
    items: [
      { name: "Shopify Plus", category: "Commerce Platform" },
      { name: "Vertex AI", category: "Machine Learning" },
      { name: "BigQuery", category: "Data Warehouse" },
      { name: "Algolia", category: "Search & Discovery" },
      { name: "Segment", category: "Customer Data Platform" },
      { name: "OpenAI GPT-4o", category: "Conversational AI" },
    ],
  },
  cta: {
    title: "Ready to Grow Revenue with AI?",
    description:
      "Book a free consultation with our retail team. We'll review your funnel, pricing and inventory data and show where AI adds margin first.",
  },
} satisfies IndustryContent;
