import type { TechnologyStackItem } from "@/content/types";

/** The technology grid on the home page (twelve tiles). */
export const technologies = [
  { name: "Python", category: "AI & Data", icon: "code-2" },
  { name: "TensorFlow", category: "Machine Learning", icon: "brain" },
  { name: "PyTorch", category: "Deep Learning", icon: "cpu" },
  { name: "OpenAI", category: "Generative AI", icon: "sparkles" },
  { name: "LangChain", category: "LLM Orchestration", icon: "network" },
  { name: "n8n", category: "Workflow Automation", icon: "workflow" },
  { name: "React", category: "Web Front End", icon: "layout-grid" },
  { name: "Node.js", category: "Back End", icon: "server" },
  { name: "Flutter", category: "Mobile Apps", icon: "smartphone" },
  { name: "AWS", category: "Cloud", icon: "cloud" },
  { name: "Kubernetes", category: "Infrastructure", icon: "layers" },
  { name: "PostgreSQL", category: "Database", icon: "database" },
] satisfies TechnologyStackItem[];
