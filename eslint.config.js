import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** react-router's own links pull prefetch and form code into every page. */
const routerLinks = ["react-router-dom", "react-router"].map((name) => ({
  name,
  importNames: ["Link", "NavLink"],
  message:
    "Use Link from @/components/ui/link: react-router's brings prefetch and form code into every page.",
}));

/** Import boundaries: lib is plain functions, hooks are state; neither draws anything. */
const noComponents = {
  group: ["@/components", "**/components/**"],
  message: "lib/ and hooks/ import no components: move the shared piece into lib/.",
};
const noHooks = {
  group: ["@/hooks", "**/hooks/**"],
  message: "lib/ imports no hooks: move the shared piece into lib/ and let the hook import it.",
};

/**
 * The first Intl formatter or localeCompare call loads the browser's locale data: 20-90 ms of
 * main thread on a laptop, four times that on a phone, inside the task that hydrates the page.
 * Rendering code spells dates out (src/lib/text.ts) and compares ISO strings directly.
 */
const noLocaleDataOnRender = [
  {
    selector: "NewExpression[callee.object.name='Intl']",
    message:
      "Intl formatters load locale data while the page hydrates: use formatLongDate/formatShortDate from @/lib/dates.",
  },
  {
    selector: "CallExpression[callee.property.name=/^(localeCompare|toLocale\\w*String)$/]",
    message:
      "localeCompare and toLocale*String load locale data while the page hydrates: compare or format without them.",
  },
];

export default tseslint.config(
  {
    ignores: [
      "dist",
      "dist-*",
      ".local",
      ".bench",
      "node_modules",
      "test-results",
      "playwright-report",
    ],
  },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: {
      ecmaVersion: 2023,
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "no-restricted-imports": ["error", { paths: routerLinks }],
    },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    // Code that runs only on the server (the feeds) or after a booking (calendar times) may.
    ignores: [
      "src/lib/site-files.ts",
      "src/lib/calendar.ts",
      "src/components/contact/add-to-calendar.tsx",
    ],
    rules: { "no-restricted-syntax": ["error", ...noLocaleDataOnRender] },
  },
  {
    files: ["src/lib/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { paths: routerLinks, patterns: [noComponents, noHooks] }],
    },
  },
  {
    files: ["src/hooks/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { paths: routerLinks, patterns: [noComponents] }],
    },
  },
  {
    // The boot's wall: it runs on every page while it loads, so it stays small and React-free
    // (docs/loading.md). The app arrives by the one dynamic import in src/boot/index.ts.
    files: ["src/boot/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["react", "react-dom", "react-dom/*", "react-router", "react-router-dom"],
              message: "src/boot/ runs before the app: no React here (docs/loading.md).",
            },
            {
              group: ["@/components", "@/components/*", "@/hooks", "@/hooks/*", "**/components/**"],
              message: "src/boot/ draws nothing: no components or hooks here (docs/loading.md).",
            },
            {
              group: ["@/main", "../main", "@/app", "../app", "@/routes", "../routes", "@/pages/*"],
              message:
                "src/boot/ imports the app only dynamically, at the takeover (src/boot/index.ts).",
            },
          ],
        },
      ],
    },
  },
);
