/**
 * The content schema. Every module under src/content is checked against these types with
 * `satisfies`, so a typo or a missing field fails the build. shared.ts holds the building
 * blocks every family uses; each other file is one URL family. Doc lines are written for editors.
 */
export * from "./shared";
export * from "./art";
export * from "./site";
export * from "./home";
export * from "./services";
export * from "./industries";
export * from "./about";
export * from "./case-studies";
export * from "./contact";
export * from "./resources";
export * from "./blog";
export * from "./white-papers";
export * from "./research";
export * from "./insights";
export * from "./docs";
export * from "./mail";
