// The environment of the test build and of everything that reads it: the site is built
// against the throwaway local backend that the Playwright config starts.

// The public demo anon key of Supabase's local development setup.
const demoAnonKey =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0";

export const e2eEnv = {
  ...process.env,
  BUILD_DIR: process.env.BUILD_DIR || ".local/build-e2e",
  VITE_SUPABASE_URL: `http://127.0.0.1:${process.env.E2E_BACKEND_PORT || 54329}`,
  VITE_SUPABASE_ANON_KEY: demoAnonKey,
};
