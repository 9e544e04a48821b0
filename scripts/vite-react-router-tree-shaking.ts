import type { Plugin } from "vite";

/**
 * react-router defines Link, NavLink and Form with an unannotated top-level
 * `React.forwardRef(...)` call followed by a `displayName` assignment, which a
 * bundler must keep, so they (and the prefetching and form code they use) would
 * ship even though the site uses its own Link (src/components/ui/link.tsx).
 * Marking those calls pure and dropping the devtools-only names lets the
 * bundler leave out whatever no page uses.
 */
export function reactRouterTreeShaking(): Plugin {
  return {
    name: "react-router-tree-shaking",
    apply: "build",
    transform: {
      filter: { id: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].*\.mjs$/ },
      handler(code) {
        return {
          code: code
            .replace(/= (React\d*)\.forwardRef\(/g, "= /* @__PURE__ */ $1.forwardRef(")
            .replace(/^\w+\.displayName = "[^"]*";$/gm, ""),
          map: null,
        };
      },
    },
  };
}
