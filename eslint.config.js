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

export default tseslint.config(
  { ignores: ["dist", ".local", ".bench", "node_modules", "test-results", "playwright-report"] },
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
);
